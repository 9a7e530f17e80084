package org.tavolo.screens;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.tavolo.tournament.TournamentFormat;

/**
 * The words of the room's screens ({@code {msg:…}} in templates), which the other wings say alike where they show the
 * same thing (the clock, the season table, a tie-break, an access's name), in {@code messages/msg_it.properties} (the
 * default, as the club's regulation speaks) and {@code messages/msg_en.properties}.
 */
@MessageBundle(value = "msg", locale = "it")
public interface Messages {

    @Message
    String clock_title();

    /** The heading of a refused form's summary, shared by the console and the desk. */
    @Message
    String form_errors_title();

    @Message
    String seating_title();

    @Message
    String standings_title();

    @Message
    String player_title();

    @Message
    String level(int number);

    @Message
    String pause();

    @Message
    String paused();

    @Message
    String not_started();

    @Message
    String game_of(int number, int total);

    @Message
    String blinds();

    @Message
    String ante();

    @Message
    String italian_ante();

    @Message
    String next_level();

    @Message
    String next_break_in();

    @Message
    String players_left();

    @Message
    String left_of(long left, long entries);

    @Message
    String entries(long count);

    @Message
    String average_stack();

    @Message
    String chips_in_play();

    @Message
    String teresina();

    @Message
    String winner();

    @Message
    String connection_lost();

    @Message
    String chime();

    @Message
    String full_screen();

    @Message
    String table(int number);

    @Message
    String seat(int number);

    @Message
    String dealer();

    @Message
    String button();

    @Message
    String find_seat();

    @Message
    String find_hint();

    @Message
    String find_button();

    @Message
    String found(String name, int table, int seat);

    @Message
    String not_found(String query);

    @Message
    String moved();

    @Message
    String recent_moves();

    @Message
    String move_line(String name, int fromTable, int fromSeat, int toTable, int toSeat);

    @Message
    String late_entry_line(String name, int table, int seat);

    @Message
    String no_tables();

    @Message
    String rank();

    @Message
    String player();

    @Message
    String points();

    @Message
    String games();

    /** A player's points (written by the page's language) and games, each with its plural: «3,5 punti · 1 partita». */
    @Message
    String player_totals(String points, int games);

    /** A player's stack, in chips as the page's language writes them. */
    @Message
    String player_stack(String chips);

    @Message
    String chips();

    @Message
    String victory_points();

    @Message
    String qualifiers(int seats);

    @Message
    String cut_tie();

    @Message
    String no_results();

    @Message
    String round(int number);

    @Message
    String in_play();

    @Message
    String your_seat();

    @Message
    String your_rank();

    @Message
    String not_seated();

    @Message
    String other_language();

    @Message
    String announcements();

    @Message
    String screens();

    @Message
    String minimum_opening();

    @Message
    String minimum_bet();

    @Message
    String betting_structure();

    @Message
    String structure(String name);

    /** Fixed limit as 004 writes it (docs/rules.md#fixed-limit): the two bet sizes and the raises a round. */
    @Message
    String fixed_limit(String small, String big, Integer raises);

    @Message
    String chinese_tokens();

    @Message
    String match_deals();

    @Message
    String whole_tournament();

    @Message
    String tokens();

    @Message
    String carried_pot(String chips);

    @Message
    String pair(String rank);

    @Message
    String game_short(int number);

    @Message
    String game_table(int game, int table);

    @Message
    String your_results();

    @Message
    String home_title();

    @Message
    String tonight();

    @Message
    String coming();

    @Message
    String played();

    @Message
    String no_tournaments();

    @Message
    String sign_in();

    @Message
    String console();

    @Message
    String my_table();

    @Message
    String all_tournaments();

    @Message
    String format(TournamentFormat format);

    @Message
    String clock_about();

    @Message
    String seating_about();

    @Message
    String standings_about();

    @Message
    String dealer_mark();

    @Message
    String button_mark();

    @Message
    String qualifiers_through(String names);

    /** The places still open at a tied cut, said with the qualifiers (docs/console.md#publishing-the-qualifiers). */
    @Message
    String qualifiers_open(int seats, int first, int last, String names);

    @Message
    String directors();

    @Message
    String sign_out();

    @Message
    String reason();

    @Message
    String seat_word();

    @Message
    String status();

    @Message
    String time_left();

    @Message
    String tournaments();

    // Championships

    @Message
    String season_title();

    @Message
    String season_label(String season);

    @Message
    String season_stages();

    @Message
    String tv_version();

    @Message
    String on_tv();

    @Message
    String seating_tv_about();

    @Message
    String standings_tv_about();

    @Message
    String season_final();

    @Message
    String season_stage();

    @Message
    String season_total();

    @Message
    String season_played();

    @Message
    String season_best_of(Integer count);

    @Message
    String circuit_title();

    @Message
    String circuit_rating();

    @Message
    String circuit_qualified();

    @Message
    String circuit_counted(Integer counted, Integer evenings);

    @Message
    String circuit_provisional(Integer matches);

    @Message
    String circuit_qualifiers(Integer count);

    @Message
    String circuit_rating_note();

    @Message
    String season_evenings();

    @Message
    String season_stages_list();

    @Message
    String season_current();

    @Message
    String season_about();

    @Message
    String season_of_tournament(String name);

    @Message
    String season_your();

    @Message
    String season_your_line(String total, int played, int evenings);

    @Message
    String season_of_players(int count);

    @Message
    String season_same_day(String date, int number);

    @Message
    String season_tie_wins(int own, int other);

    @Message
    String season_tie_best(String own, String other);

    @Message
    String season_tie_recent(String evening, String own, String other);

    /** What ranked a tournament standings line apart from one of the same points (docs/results.md#standings). */
    @Message
    String standings_tie_chips(String own, String other);

    @Message
    String standings_tie_victory(String own, String other);

    @Message
    String standings_tie_same_hand(String own, String other);

    @Message
    String table_word();

    @Message
    String close_time_left(String left);

    @Message
    String close_typed();

    @Message
    String close_in_play();

    @Message
    String close_add_up();

    /** The clock's button to the next period where periods are games (Italian, Chinese poker), not levels. */
    @Message
    String period_next();

    @Message
    String period_previous();

    /** The player's outlook before the round's last game (docs/rules.md#outlook). */
    @Message
    String outlook_title();

    @Message
    String outlook_qualified();

    @Message
    String outlook_out();

    @Message
    String outlook_safe(String place);

    @Message
    String outlook_safe_hope(String safe, String hope);

    @Message
    String outlook_hope(String hope);

    @Message
    String outlook_others();

    @Message
    String outlook_tie();

    /** Beside the Chinese poker token setting and on the floor: what the nine values are (docs/rules.md#chinese-tokens). */
    @Message
    String chinese_tokens_hint();

    @Message
    String chinese_tokens_meaning();

    /** The seat-draw proof on the console's floor page, in plain words (docs/seat-draw.md has the method). */
    @Message
    String floor_proof();

    @Message
    String floor_seal_explain();

    @Message
    String floor_seal_sealed();

    @Message
    String floor_seal_kept(String seed);

    @Message
    String draw_title();

    @Message
    String draw_about();

    @Message
    String draw_game(int game);

    @Message
    String draw_kept();

    @Message
    String draw_matches();

    @Message
    String draw_matches_why();

    @Message
    String draw_differs();

    @Message
    String draw_difference(String name, int table, int seat, int sitsTable, int sitsSeat);

    @Message
    String draw_seed();

    @Message
    String draw_seal();

    @Message
    String draw_nonce();

    @Message
    String draw_unsealed();

    @Message
    String draw_sealed_pending();

    @Message
    String draw_seal_matches();

    @Message
    String draw_seal_differs();

    @Message
    String draw_late(String names);

    @Message
    String draw_seating();

    @Message
    String draw_how_title();

    @Message
    String draw_how_seal();

    @Message
    String draw_how_seating(String algorithm);

    @Message
    String draw_json_draws();

    @Message
    String draw_json_seals();

    @Message
    String draw_none();

    @Message
    String floor_check_link();

    @Message
    String draw_page_about();

    @Message
    String draw_sealed_title();

    @Message
    String draw_sealed_line(int game);

    @Message
    String small_blind();

    @Message
    String big_blind();

    /** The notice on a player's page when their seat changed (docs/room-screens.md#player-page). */
    @Message
    String seat_change_title(int table, int seat);

    @Message
    String seat_change_moved(String time);

    @Message
    String seat_change_balanced(String time);

    @Message
    String seat_change_table_broken(String time);

    @Message
    String seat_change_final_table(String time);

    @Message
    String seat_change_next_game(int game, String time);

    @Message
    String seat_change_redrawn(int game, String time);

    @Message
    String seat_change_from(int table, int seat);

    /** The eliminations on a player's page: who, where, when, by whom (docs/room-screens.md#player-page). */
    @Message
    String eliminations_title();

    @Message
    String elimination_yours();

    @Message
    String elimination_place(String place);

    @Message
    String elimination_in_game(int game);

    @Message
    String elimination_by(String names);

    /** The name of a player's page installed on their phone (docs/room-screens.md#installing). */
    @Message
    String manifest_name(String player, String tournament);

    @Message
    String manifest_description(String tournament);

    /** The marks of the public standings, and of the console's outlook column (docs/rules.md#outlook). */
    @Message
    String mark_through();

    @Message
    String mark_out();

    @Message
    String marks_note();

    @Message
    String holdem_out_head();

    @Message
    String holdem_out();

    @Message
    String holdem_out_at(String time, int table);

    @Message
    String next_round_clock();

    @Message
    String round_not_taken(String typed, int round);
    // the error pages of every browser address (ErrorPages)

    @Message
    String error_not_found_title();

    @Message
    String error_not_found_hint();

    @Message
    String error_bad_address_title();

    @Message
    String error_bad_address();

    @Message
    String error_forbidden_title();

    @Message
    String error_forbidden();

    @Message
    String error_other_title();

    @Message
    String error_other();

    @Message
    String error_way_home();

    @Message
    String error_way_sign_in();
}
