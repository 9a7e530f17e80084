package org.tavolo.hand;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.poker.table.TableAtHand;

/**
 * A table as the poker core in the browser takes it to play a hand there as the hand service does ({@code table} of
 * {@code settleHand} in {@code /js/poker.js}, docs/director-page.md#offline): what the service reads from its records
 * when a hand is entered, but the stacks, which the page has.
 *
 * @param ante       the Italian ante setting
 * @param opening    the step of the table's next minimum opening (0: jacks)
 * @param parol      the parol pot the table carries
 * @param penalties  the penalties paid to the table's pot
 * @param buyBacks   when it carries a parol pot: what each seat pays to come back into its replay
 * @param smallBlind Hold'em: the small blind of the level in force
 * @param bigBlind   Hold'em: the big blind of the level in force
 * @param bigBlindAnte Hold'em: the ante the big blind posts as dead money at the level in force, 0 when none
 *     (docs/rules.md#big-blind-ante)
 */
public record HandTableView(
        long ante,
        int opening,
        long parol,
        long penalties,
        Map<Integer, Long> buyBacks,
        long smallBlind,
        long bigBlind,
        long bigBlindAnte) {

    private static final ObjectMapper JSON = new ObjectMapper();

    static HandTableView of(TableAtHand table) {
        return new HandTableView(
                table.ante(),
                table.opening().step(),
                table.carried().parol(),
                table.carried().penalties(),
                table.buyBacks(),
                table.smallBlind(),
                table.bigBlind(),
                table.bigBlindAnte());
    }

    /** As JSON: {@code {"ante":1000,"opening":0,"carried":{"parol":0,"penalties":0},"buyBacks":{},...}}. */
    public String json() {
        Map<String, Object> table = new LinkedHashMap<>();
        table.put("ante", ante);
        table.put("opening", opening);
        table.put("carried", Map.of("parol", parol, "penalties", penalties));
        table.put("buyBacks", buyBacks);
        table.put("smallBlind", smallBlind);
        table.put("bigBlind", bigBlind);
        table.put("bigBlindAnte", bigBlindAnte);
        return write(table);
    }

    /** Any plain value (texts, maps, numbers) as JSON. */
    public static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
