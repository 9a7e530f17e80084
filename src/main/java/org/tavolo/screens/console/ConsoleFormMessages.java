package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the console's settings that depend on each other, its registration file's reading and its walk-ins
 * ({@code {form:…}} in templates), in {@code messages/form_it.properties} (the default) and
 * {@code messages/form_en.properties}. A bundle apart from {@link ConsoleMessages}, which stays under 300 messages:
 * beyond that, the resolver Quarkus generates for a bundle fails the JVM's verification (VerifyError at start).
 */
@MessageBundle(value = "form", locale = "it")
public interface ConsoleFormMessages {

    /** Who posts a clock level's ante (docs/rules.md#big-blind-ante). */
    @Message
    String ante_kind();

    @Message
    String ante_kind_EACH_PLAYER();

    @Message
    String ante_kind_BIG_BLIND();

    @Message
    String final_table_size();

    @Message
    String final_table_size_hint();

    @Message
    String final_table_over_max(int finalTable, int maxSeats);

    @Message
    String lower_both(int maxSeats);

    @Message
    String lower_both_offer(int maxSeats);

    /** The link from the console's draws to the public page that redoes each draw from its seed. */
    @Message
    String draws_public_page();

    @Message
    String number_required();

    /** A settings number that is not one (docs/console.md#numbers). */
    @Message
    String number_in_digits();

    /** A period's minutes that are not a number, typed in words («un'ora»). */
    @Message
    String minutes_in_digits();

    @Message
    String not_below_zero();

    @Message
    String at_least_one();

    /** The fewest players at a table, changed above the most; {@link #fix_min} brings it down in one click. */
    @Message
    String min_over_max(int minSeats, int maxSeats);

    /** The most players at a table, changed below the fewest; {@link #fix_max} brings it up in one click. */
    @Message
    String max_under_min(int minSeats, int maxSeats);

    @Message
    String fix_min(int maxSeats);

    @Message
    String fix_max(int minSeats);

    /** A setting the rules refuse with the others, said beside its field rather than by its name in the code. */
    @Message
    String setting_refused();

    @Message
    String late_registration_until();

    @Message
    String late_registration_until_hint();

    @Message
    String teresina_after_full();

    @Message
    String teresina_after_full_hint();

    @Message
    String teresina_after_full_no();

    @Message
    String teresina_after_full_yes();

    @Message
    String import_card();

    @Message
    String import_charset_auto();

    @Message
    String import_read_title();

    @Message
    String import_delimiter(String delimiter);

    @Message
    String import_delimiter_tab();

    @Message
    String import_headed();

    @Message
    String import_positional();

    @Message
    String import_column(String heading, String role);

    @Message
    String import_role_NAME();

    @Message
    String import_role_SURNAME();

    @Message
    String import_role_NICKNAME();

    @Message
    String import_role_CONTACT();

    @Message
    String import_role_CARD();

    @Message
    String import_role_IGNORED();

    @Message
    String players_csv();

    @Message
    String already_in();

    @Message
    String walk_in_title();

    @Message
    String walk_in_submit();

    @Message
    String walk_in_duplicate(String name);

    @Message
    String field_too_long(int limit, int length);

    @Message
    String player_malformed(String value);

    /** A draw's seed that is not a whole number, refused on the floor before the draw is asked (docs/seat-draw.md). */
    @Message
    String seed_malformed(String value);

    @Message
    String late_registration_open(int level);

    @Message
    String late_registration_closed(int level);

    /** The console's standings column: what the round's last game must bring each player (docs/rules.md#outlook). */
    @Message
    String outlook_column();

    @Message
    String outlook_row_safe(String place, int table);

    @Message
    String outlook_row_safe_hope(String safe, String hope, int table);

    @Message
    String outlook_row_hope(String hope, int table);

    @Message
    String outlook_row_others(int table);

    @Message
    String outlook_row_tie();

    /** Why entries are closed and since when, on the entries page and the import (docs/console.md#entries). */
    @Message
    String entries_closed_at_draw(int game);

    @Message
    String entries_closed_late(int level);

    /** What can still be done when entries are closed, before the link to the register. */
    @Message
    String entries_closed_still();

    @Message
    String entries_closed_register_link();

    /** A late entry's notice: the table and seat it got. */
    @Message
    String entries_entered_seated(String name, int table, int seat);

    /** How a registration file was read: its encoding, or an Excel workbook's first sheet. */
    @Message
    String import_read_as(String encoding);

    @Message
    String import_read_excel();
}
