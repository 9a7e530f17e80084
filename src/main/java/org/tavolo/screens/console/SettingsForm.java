package org.tavolo.screens.console;

import jakarta.ws.rs.FormParam;
import java.util.ArrayList;
import java.util.List;
import org.tavolo.tournament.ClockPeriodSetting;
import org.tavolo.tournament.TournamentSettings;

/**
 * The console's settings form as typed: the main numbers and the clock's periods, kept as text so
 * that a refused form comes back exactly as it was sent. Editing the schedule (add, remove, move a
 * period) changes only the form; nothing is stored until it is saved. A field the tournament's
 * format does not show is not sent, and stays as stored.
 */
public class SettingsForm {

    @FormParam("startingStack")
    String startingStack;

    @FormParam("chipUnit")
    String chipUnit;

    @FormParam("ante")
    String ante;

    @FormParam("gamesPerRound")
    String gamesPerRound;

    @FormParam("minSeats")
    String minSeats;

    @FormParam("maxSeats")
    String maxSeats;

    @FormParam("qualifiers")
    String qualifiers;

    @FormParam("finalTableSize")
    String finalTableSize;

    @FormParam("lateRegistrationUntilLevel")
    String lateRegistrationUntilLevel;

    @FormParam("afterLast")
    String afterLast;

    /** Italian: {@code true} when a Teresina may follow a hand that showed a full or better (docs/rules.md#teresa-after-full). */
    @FormParam("teresinaAfterFull")
    String teresinaAfterFull;

    @FormParam("bettingStructure")
    String bettingStructure;

    @FormParam("chineseTokens")
    String chineseTokens;

    @FormParam("kind")
    List<String> kind = new ArrayList<>();

    @FormParam("minutes")
    List<String> minutes = new ArrayList<>();

    @FormParam("smallBlind")
    List<String> smallBlind = new ArrayList<>();

    @FormParam("bigBlind")
    List<String> bigBlind = new ArrayList<>();

    @FormParam("periodAnte")
    List<String> periodAnte = new ArrayList<>();

    /** Who posts each period's ante: EACH_PLAYER or BIG_BLIND (docs/rules.md#big-blind-ante). */
    @FormParam("anteKind")
    List<String> anteKind = new ArrayList<>();

    @FormParam("op")
    String op;

    /** The button that saves with the final table lowered to the most players at a table. */
    static final String LOWER_FINAL_TABLE = "save-lower-final-table";

    /** The buttons that save with the fewest or the most players at a table set to the other: {@code save-seats:minSeats:5}. */
    static final String FIX_SEATS = "save-seats:";

    /** One period of the clock as typed; {@code anteKind} says who posts its ante (docs/rules.md#big-blind-ante). */
    public record PeriodRow(
            String kind, String minutes, String smallBlind, String bigBlind, String ante, String anteKind) {

        /** A period whose ante, if any, each player posts. */
        public PeriodRow(String kind, String minutes, String smallBlind, String bigBlind, String ante) {
            this(kind, minutes, smallBlind, bigBlind, ante, EACH_PLAYER);
        }

        public PeriodRow {
            anteKind = anteKind == null || anteKind.isBlank() ? EACH_PLAYER : anteKind;
        }

        /** Whether the big blind alone posts the ante, as dead money. */
        public boolean bigBlindAnte() {
            return "BIG_BLIND".equals(anteKind);
        }
    }

    private static final String EACH_PLAYER = "EACH_PLAYER";

    static SettingsForm of(TournamentSettings s) {
        SettingsForm form = new SettingsForm();
        form.startingStack = String.valueOf(s.startingStack());
        form.chipUnit = String.valueOf(s.chipUnit());
        form.ante = String.valueOf(s.ante());
        form.gamesPerRound = String.valueOf(s.gamesPerRound());
        form.minSeats = String.valueOf(s.minSeats());
        form.maxSeats = String.valueOf(s.maxSeats());
        form.qualifiers = s.qualifiers() == null ? "" : String.valueOf(s.qualifiers());
        form.finalTableSize = String.valueOf(s.finalTableSize());
        form.lateRegistrationUntilLevel =
                s.lateRegistrationUntilLevel() == null ? "" : String.valueOf(s.lateRegistrationUntilLevel());
        form.afterLast = String.valueOf(s.clock().afterLast());
        form.teresinaAfterFull = String.valueOf(s.teresinaAfterFull());
        form.bettingStructure = String.valueOf(s.bettingStructure());
        form.chineseTokens =
                String.join(" ", s.chineseTokens().stream().map(String::valueOf).toList());
        for (ClockPeriodSetting p : s.clock().periods()) {
            form.add(new PeriodRow(
                    String.valueOf(p.kind()),
                    String.valueOf(p.minutes()),
                    String.valueOf(p.smallBlind()),
                    String.valueOf(p.bigBlind()),
                    String.valueOf(p.ante()),
                    String.valueOf(p.anteKind())));
        }
        return form;
    }

    public List<PeriodRow> getPeriods() {
        List<PeriodRow> rows = new ArrayList<>();
        for (int i = 0; i < kind.size(); i++) {
            rows.add(new PeriodRow(
                    kind.get(i),
                    at(minutes, i),
                    at(smallBlind, i),
                    at(bigBlind, i),
                    at(periodAnte, i),
                    at(anteKind, i)));
        }
        return rows;
    }

    /** Applies an editing button ({@code add-level}, {@code add-break}, {@code up:2}, {@code down:2}, {@code remove:2}). */
    void edit(String operation) {
        replace(ScheduleEdits.edited(getPeriods(), operation));
    }

    boolean isSave() {
        return op == null || op.isBlank() || "save".equals(op) || isLoweringFinalTable() || isFixingSeats();
    }

    /** The form with the one-click fix the organizer accepted applied, if any. */
    void applyAcceptedFix() {
        if (isLoweringFinalTable()) {
            lowerFinalTableToMaxSeats();
        }
        if (isFixingSeats()) {
            fixSeats();
        }
    }

    /** Whether the organizer accepted the offer to bring the fewest and the most players at a table together. */
    boolean isFixingSeats() {
        return op != null && op.startsWith(FIX_SEATS);
    }

    /** The fewest or the most players at a table set as the accepted offer says; any other field is left as typed. */
    void fixSeats() {
        String[] parts = op.substring(FIX_SEATS.length()).split(":");
        if (parts.length != 2 || !parts[1].matches("\\d{1,3}")) {
            return;
        }
        switch (parts[0]) {
            case "minSeats" -> minSeats = parts[1];
            case "maxSeats" -> maxSeats = parts[1];
            default -> {}
        }
    }

    /** Whether the organizer accepted the offer to lower the final table to the most players at a table. */
    boolean isLoweringFinalTable() {
        return LOWER_FINAL_TABLE.equals(op);
    }

    /** The final table lowered to the most players at a table, as the organizer accepted. */
    void lowerFinalTableToMaxSeats() {
        finalTableSize = maxSeats;
    }

    private void add(PeriodRow row) {
        kind.add(row.kind());
        minutes.add(row.minutes());
        smallBlind.add(row.smallBlind());
        bigBlind.add(row.bigBlind());
        periodAnte.add(row.ante());
        anteKind.add(row.anteKind());
    }

    private void replace(List<PeriodRow> rows) {
        kind = new ArrayList<>();
        minutes = new ArrayList<>();
        smallBlind = new ArrayList<>();
        bigBlind = new ArrayList<>();
        periodAnte = new ArrayList<>();
        anteKind = new ArrayList<>();
        rows.forEach(this::add);
    }

    private static String at(List<String> values, int i) {
        return i < values.size() && values.get(i) != null ? values.get(i) : "";
    }

    public String getStartingStack() {
        return text(startingStack);
    }

    public String getChipUnit() {
        return text(chipUnit);
    }

    public String getAnte() {
        return text(ante);
    }

    public String getGamesPerRound() {
        return text(gamesPerRound);
    }

    public String getMinSeats() {
        return text(minSeats);
    }

    public String getMaxSeats() {
        return text(maxSeats);
    }

    public String getQualifiers() {
        return text(qualifiers);
    }

    public String getFinalTableSize() {
        return text(finalTableSize);
    }

    public String getLateRegistrationUntilLevel() {
        return text(lateRegistrationUntilLevel);
    }

    public String getAfterLast() {
        return text(afterLast);
    }

    public String getTeresinaAfterFull() {
        return text(teresinaAfterFull);
    }

    public String getBettingStructure() {
        return text(bettingStructure);
    }

    public String getChineseTokens() {
        return text(chineseTokens);
    }

    /** Whether the page sent the blinds and antes of the clock's periods (a Hold'em schedule). */
    boolean sentBlinds() {
        return !smallBlind.isEmpty();
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }
}
