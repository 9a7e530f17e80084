package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.tavolo.audit.AuditView;
import org.tavolo.screens.AccessNames;
import org.tavolo.screens.Language;

/**
 * An audit line said in the reader's language: its action in words and its facts as a sentence
 * with names, table and seat numbers, never an internal code. A line recorded before facts
 * existed, or of an action these pages do not word, keeps its stored English sentence.
 */
public final class AuditSentences {

    /**
     * One line as the page shows it: {@code text}, then, when the line points to a page, the words
     * {@code link} linking to {@code href} and the closing {@code after}.
     */
    public record Said(String action, String text, String link, String href, String after) {

        static Said plain(String action, String text) {
            return new Said(action, text, null, null, "");
        }
    }

    private final ConsoleMessages words;
    private final Language lang;
    private final long tournamentId;

    AuditSentences(Language lang, long tournamentId) {
        this.words = MessageBundles.get(ConsoleMessages.class, Localized.Literal.of(lang.tag()));
        this.lang = lang;
        this.tournamentId = tournamentId;
    }

    Said say(AuditView event) {
        String action = actionWords(event.action());
        Map<String, Object> facts = event.facts();
        if (action == null) {
            return Said.plain(event.action(), event.detail());
        }
        if (facts.isEmpty()) {
            return Said.plain(action, event.detail());
        }
        Facts f = new Facts(facts);
        return switch (event.action()) {
            case "seats-drawn" ->
                new Said(
                        action,
                        words.audit_seats_drawn(f.num("game"), f.num("players"), f.num("tables")) + " ",
                        words.audit_verifiable_draw(),
                        ConsoleDrawsPage.href(tournamentId, f.num("game")),
                        ".");
            case "seed-committed" ->
                new Said(
                        action,
                        words.audit_seed_committed(f.num("game")) + " (",
                        words.audit_how_to_check(),
                        ConsoleDrawsPage.href(tournamentId, f.num("game")),
                        ").");
            default -> Said.plain(action, sentence(event.action(), f));
        };
    }

    /** The sentences of the floor: draws, seats, hands, penalties, counts and results. */
    private String sentence(String action, Facts f) {
        return switch (action) {
            case "seats-kept" -> words.audit_seats_kept(f.num("game"), f.num("previous"));
            case "draw-undone" -> words.audit_draw_undone(f.num("game"));
            case "button-placed", "button-moved" -> words.audit_button(f.num("table"), f.num("seat"));
            case "table-broken" -> words.audit_table_broken(f.num("table"));
            case "final-table" -> words.audit_final_table(f.num("players"));
            case "late-entry-seated" -> words.audit_seated(f.str("name"), f.num("table"), f.num("seat"));
            case "seat-vacated" -> words.audit_seat_vacated(f.str("name"), f.num("table"));
            case "players-moved", "moves-undone" -> moves(f);
            case "hand-entered" -> handEntered(f);
            case "hand-voided" -> words.audit_hand_voided(by(f), f.num("hand"), f.num("table"), f.str("reason"));
            case "pot-ruled" -> words.audit_pot_ruled(by(f), f.num("hand"), f.num("table"));
            case "penalty-given" -> words.audit_penalty_given(by(f), f.str("name"), f.num("table"), f.str("reason"));
            case "penalty-voided" -> words.audit_penalty_voided(by(f), f.str("name"), f.num("table"), f.str("reason"));
            case "chips-counted" -> words.audit_chips_counted(by(f), f.num("stacks"), f.num("table"), f.str("reason"));
            case "table-result-recorded" -> words.audit_result_recorded(by(f), f.num("game"), f.num("table"));
            case "table-result-corrected" ->
                words.audit_result_corrected(by(f), f.num("game"), f.num("table"), f.str("reason"));
            case "table-result-voided" ->
                words.audit_result_voided(by(f), f.num("game"), f.num("table"), f.str("reason"));
            case "table-reopened" -> words.audit_table_reopened(by(f), f.num("game"), f.num("table"));
            case "chinese-deal-stored" -> words.audit_deal_stored(by(f), f.num("deal"), f.num("match"), f.num("table"));
            case "chinese-deal-voided" ->
                words.audit_deal_voided(by(f), f.num("deal"), f.num("match"), f.num("table"), f.str("reason"));
            default -> tournamentSentence(action, f);
        };
    }

    /** The sentences of the register, the tournament and its championship, and the clock's. */
    private String tournamentSentence(String action, Facts f) {
        return switch (action) {
            case "player-entered" ->
                f.yes("late")
                        ? words.audit_player_entered_late(f.str("name"))
                        : words.audit_player_entered(f.str("name"));
            case "entry-withdrawn" -> words.audit_entry_withdrawn(f.str("name"));
            case "announcement-made" -> f.str("text");
            case "tournament-announced" ->
                words.audit_tournament_announced(f.str("name"), lang.date(LocalDate.parse(f.str("date"))));
            case "settings-changed" -> f.yes("levelsOnly") ? words.audit_settings_levels() : words.audit_settings_all();
            case "championship-evening-attached", "championship-evening-detached" ->
                words.audit_championship(f.str("name"));
            case "next-round-made" -> words.audit_next_round(f.str("name"));
            case "registration-made",
                    "registration-promoted",
                    "registration-unconfirmed",
                    "registration-confirmed",
                    "registration-cancelled",
                    "registration-checked-in",
                    "registration-walk-in",
                    "registration-no-show" -> words.audit_registration(f.str("name"), f.str("status"));
            case "results-imported" -> words.audit_results_imported(f.num("results"), f.num("eliminations"));
            case "director-access.issued", "director-access.revoked", "director-access.unlocked" ->
                words.audit_director(AccessNames.say(f.str("name"), lang));
            default -> clock(f);
        };
    }

    /** Who made a change, a table director's access in the reader's words. */
    private String by(Facts f) {
        return AccessNames.say(f.str("by"), lang);
    }

    /** Where the clock stands after one of its changes: the level and the time left, or a break. */
    private String clock(Facts f) {
        if (!f.has("secondsLeft")) {
            return words.audit_clock_overtime();
        }
        String left = lang.face(f.lng("secondsLeft"));
        return f.has("level") ? words.audit_clock_level(f.num("level"), left) : words.audit_clock_break(left);
    }

    private String handEntered(Facts f) {
        String entered = words.audit_hand_entered(by(f), f.num("hand"), f.num("table"));
        List<String> out = f.list("out", String::valueOf);
        return out.isEmpty() ? entered : entered + " " + words.audit_out(String.join(", ", out));
    }

    private String moves(Facts f) {
        return f
                .list("moves", m -> {
                    Facts move = new Facts(asMap(m));
                    return words.audit_move(
                            move.str("name"),
                            move.num("fromTable"),
                            move.num("fromSeat"),
                            move.num("toTable"),
                            move.num("toSeat"));
                })
                .stream()
                .collect(Collectors.joining("; ", "", "."));
    }

    /** The words of an action, or null for one these pages do not word. */
    private String actionWords(String action) {
        String said = words.audit_action(action);
        return said.isBlank() ? null : said;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object value) {
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    /** The facts of one line, read as the JSON column gives them back (numbers, text, lists, objects). */
    private record Facts(Map<String, Object> values) {

        boolean has(String name) {
            return values.get(name) != null;
        }

        int num(String name) {
            return values.get(name) instanceof Number n ? n.intValue() : 0;
        }

        long lng(String name) {
            return values.get(name) instanceof Number n ? n.longValue() : 0;
        }

        String str(String name) {
            Object value = values.get(name);
            return value == null ? "" : value.toString();
        }

        boolean yes(String name) {
            return Boolean.TRUE.equals(values.get(name));
        }

        <T> List<T> list(String name, Function<Object, T> each) {
            return values.get(name) instanceof List<?> list
                    ? list.stream().map(each).toList()
                    : List.of();
        }
    }
}
