package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the organizer's console ({@code {console:…}} in templates), in
 * {@code messages/console_it.properties} (the default) and {@code messages/console_en.properties}.
 */
@MessageBundle(value = "console", locale = "it")
public interface ConsoleMessages {

    @Message
    String nav_accounts();

    @Message
    String skip();

    @Message
    String archive();

    @Message
    String no_upcoming();

    @Message
    String no_archive();

    @Message
    String new_tournament();

    @Message
    String name();

    @Message
    String format();

    @Message
    String date();

    @Message
    String venue();

    @Message
    String copy_from();

    @Message
    String copy_none();

    @Message
    String create();

    @Message
    String format_ITALIAN_DRAW();

    @Message
    String format_TEXAS_HOLDEM();

    @Message
    String format_CHINESE_POKER();

    @Message
    String drawn();

    @Message
    String not_drawn();

    @Message
    String delete();

    @Message
    String delete_question(String name);

    @Message
    String delete_consequence();

    @Message
    String delete_confirm();

    @Message
    String cancel();

    @Message
    String created(String name);

    @Message
    String field_required();

    @Message
    String field_invalid();

    @Message
    String settings();

    @Message
    String starting_stack();

    @Message
    String levels(int count);

    @Message
    String cannot_delete();

    @Message
    String saved();

    @Message
    String preset_hint();

    @Message
    String preset_ITALIAN_DRAW();

    @Message
    String preset_TEXAS_HOLDEM();

    @Message
    String preset_CHINESE_POKER();

    @Message
    String main_settings();

    @Message
    String chip_unit();

    @Message
    String games_per_round();

    @Message
    String min_seats();

    @Message
    String max_seats();

    @Message
    String qualifiers();

    @Message
    String schedule();

    @Message
    String period(int number);

    @Message
    String period_kind();

    @Message
    String kind_LEVEL();

    @Message
    String kind_GAME();

    @Message
    String minutes();

    @Message
    String move_up(int number);

    @Message
    String move_down(int number);

    @Message
    String remove(int number);

    @Message
    String add_level();

    @Message
    String add_break();

    @Message
    String after_last();

    @Message
    String after_STAY_AT_LAST_LEVEL();

    @Message
    String save();

    @Message
    String open_settings();

    @Message
    String nav_players();

    @Message
    String players_title();

    @Message
    String search_label();

    @Message
    String no_players();

    @Message
    String add_player();

    @Message
    String nickname();

    @Message
    String contact();

    @Message
    String add();

    @Message
    String duplicate_warning(String name);

    @Message
    String namesake_anyway();

    @Message
    String player_added(String name);

    @Message
    String nav_entries();

    @Message
    String entries_title();

    @Message
    String entry_counts(long total, long active, long late);

    @Message
    String no_entries();

    @Message
    String enter_from_register();

    @Message
    String enter();

    @Message
    String enter_player(String name);

    @Message
    String withdraw();

    @Message
    String withdraw_player(String name);

    @Message
    String late_entry();

    @Message
    String eliminated();

    @Message
    String already_entered();

    @Message
    String registration_closed();

    @Message
    String new_player_link();

    @Message
    String floor_title();

    @Message
    String status_RUNNING();

    @Message
    String period_now();

    @Message
    String clock_start();

    @Message
    String clock_pause();

    @Message
    String clock_resume();

    @Message
    String clock_next();

    @Message
    String clock_previous();

    @Message
    String clock_plus();

    @Message
    String clock_minus();

    @Message
    String seat_draw();

    @Message
    String draw_line(int game);

    @Message
    String seed();

    @Message
    String seats_kept();

    @Message
    String recompute();

    @Message
    String seed_optional();

    @Message
    String draw_first();

    @Message
    String draw_next();

    @Message
    String draw_question(int game);

    @Message
    String draw_consequence_first();

    @Message
    String draw_consequence_next();

    @Message
    String draw_confirm();

    @Message
    String seat_cards();

    @Message
    String print_hint();

    @Message
    String edit_link();

    @Message
    String edit_player_named(String name);

    @Message
    String edit_player();

    @Message
    String player_saved(String name);

    @Message
    String duplicate_edit_warning(String name);

    @Message
    String save_player();

    @Message
    String save_anyway();

    @Message
    String import_title();

    @Message
    String import_link();

    @Message
    String import_hint();

    @Message
    String import_file();

    @Message
    String import_paste();

    @Message
    String import_charset();

    @Message
    String import_preview();

    @Message
    String import_preview_title();

    @Message
    String import_line();

    @Message
    String import_text();

    @Message
    String import_outcome();

    @Message
    String outcome_matched(String name);

    @Message
    String outcome_new();

    @Message
    String outcome_refused(String reason);

    @Message
    String import_refused_some(int count);

    @Message
    String import_confirm(int count);

    @Message
    String import_done(int count);

    @Message
    String import_empty();

    @Message
    String commitment_title();

    @Message
    String commitment_explain();

    @Message
    String commitment_make(int game);

    @Message
    String commitment_line(int game);

    @Message
    String commitment_hash();

    @Message
    String commitment_revealed();

    @Message
    String commitment_pending();

    @Message
    String commitment_in_force();

    @Message
    String nonce();

    @Message
    String table_list();

    @Message
    String table_list_hint();

    @Message
    String standings_title();

    @Message
    String standings_link();

    @Message
    String round_label();

    String board_title();

    @Message
    String board_not_drawn();

    @Message
    String board_game(int game);

    @Message
    String board_chips();

    @Message
    String board_started();

    @Message
    String board_in_play();

    @Message
    String board_held();

    @Message
    String board_difference();

    @Message
    String table_PLAYING();

    @Message
    String table_RULING();

    @Message
    String table_CLOSED();

    @Message
    String board_moves();

    @Message
    String board_no_moves();

    @Message
    String move_line(String name, int fromTable, int fromSeat, int toTable, int toSeat);

    @Message
    String move_announcement(String name, int fromTable, int fromSeat, int toTable, int toSeat);

    @Message
    String move_BALANCE();

    @Message
    String move_TABLE_BREAK();

    @Message
    String move_FINAL_TABLE();

    @Message
    String move_MANUAL();

    @Message
    String board_announce();

    @Message
    String board_undo();

    @Message
    String board_balance();

    @Message
    String board_announced();

    @Message
    String board_undone();

    @Message
    String board_balanced();

    @Message
    String board_next_title();

    @Message
    String board_draw_next(int game);

    @Message
    String board_tables_not_closed(int game, String tables);

    @Message
    String board_round_complete(int gamesPerRound);

    @Message
    String board_no_next_game();

    @Message
    String results_title();

    @Message
    String results_see();

    @Message
    String results_close_hint();

    @Message
    String final_stack_of(String name);

    @Message
    String victory_points_of(String name);

    @Message
    String results_close_given(int table);

    @Message
    String results_close_ledger();

    @Message
    String results_history();

    @Message
    String results_none();

    @Message
    String result_active();

    @Message
    String result_void();

    @Message
    String place();

    @Message
    String qualified();

    @Message
    String qualifiers_count(int count, int players);

    @Message
    String cut_line();

    @Message
    String cut_tie(int first, int last, int seats);

    @Message
    String no_standings();

    @Message
    String csv_plain();

    @Message
    String csv_italian();

    @Message
    String publish();

    @Message
    String publish_question();

    @Message
    String publish_consequence();

    @Message
    String publish_confirm();

    @Message
    String published(Integer count);

    @Message
    String next_round();

    @Message
    String next_round_name();

    @Message
    String next_round_date();

    @Message
    String next_round_create();

    @Message
    String next_round_question(String name);

    @Message
    String next_round_consequence();

    @Message
    String next_round_confirm();

    String result_by(String by);

    @Message
    String result_replaces();

    @Message
    String result_voided_by(String by, String reason);

    @Message
    String result_correct();

    @Message
    String result_void_action();

    @Message
    String results_closed();

    @Message
    String results_voided();

    @Message
    String results_corrected();

    @Message
    String results_already();

    @Message
    String correct_question(int table, int game);

    @Message
    String correct_consequence();

    @Message
    String void_question(int table, int game);

    @Message
    String void_consequence();

    @Message
    String correct_confirm();

    @Message
    String void_confirm();

    @Message
    String audit_title();

    @Message
    String audit_page(int page);

    @Message
    String audit_empty();

    @Message
    String audit_newer();

    @Message
    String audit_older();

    @Message
    String nav_tournament();

    /** An audit line's action in words; empty for an action the pages do not word. */
    @Message
    String audit_action(String code);

    @Message
    String floor_step_playing(int game, String tables);

    @Message
    String floor_step_round_complete(int game);

    @Message
    String floor_step_game_closed(int game, int next);

    @Message
    String drawn_seats(int game);

    @Message
    String card_qr(String name);

    @Message
    String entries_imported(int count);

    @Message
    String entries_entered(String name);

    @Message
    String entries_withdrawn(String name);

    @Message
    String audit_seats_drawn(int game, int players, int tables);

    @Message
    String audit_verifiable_draw();

    @Message
    String audit_seats_kept(int game, int previous);

    @Message
    String audit_seed_committed(int game);

    @Message
    String audit_how_to_check();

    @Message
    String audit_draw_undone(int game);

    @Message
    String audit_button(int table, int seat);

    @Message
    String audit_table_broken(int table);

    @Message
    String audit_final_table(int players);

    @Message
    String audit_seated(String name, int table, int seat);

    /** A registration's change: the player's name and the status it has now. */
    @Message
    String audit_registration(String name, String status);

    @Message
    String audit_seat_vacated(String name, int table);

    @Message
    String audit_move(String name, int fromTable, int fromSeat, int toTable, int toSeat);

    @Message
    String audit_hand_entered(String by, int hand, int table);

    @Message
    String audit_out(String names);

    @Message
    String audit_hand_voided(String by, int hand, int table, String reason);

    @Message
    String audit_pot_ruled(String by, int hand, int table);

    @Message
    String audit_penalty_given(String by, String name, int table, String reason);

    @Message
    String audit_penalty_voided(String by, String name, int table, String reason);

    @Message
    String audit_chips_counted(String by, int stacks, int table, String reason);

    @Message
    String audit_result_recorded(String by, int game, int table);

    @Message
    String audit_result_corrected(String by, int game, int table, String reason);

    @Message
    String audit_result_voided(String by, int game, int table, String reason);

    @Message
    String audit_table_reopened(String by, int game, int table);

    @Message
    String audit_deal_stored(String by, int deal, int match, int table);

    @Message
    String audit_deal_voided(String by, int deal, int match, int table, String reason);

    @Message
    String audit_player_entered(String name);

    @Message
    String audit_player_entered_late(String name);

    @Message
    String audit_entry_withdrawn(String name);

    @Message
    String audit_clock_level(int level, String left);

    @Message
    String audit_clock_break(String left);

    @Message
    String audit_clock_overtime();

    @Message
    String audit_tournament_announced(String name, String date);

    @Message
    String audit_settings_levels();

    @Message
    String audit_settings_all();

    @Message
    String audit_championship(String name);

    @Message
    String audit_next_round(String name);

    @Message
    String audit_results_imported(int results, int eliminations);

    @Message
    String audit_director(String name);

    @Message
    String draws_title();

    @Message
    String draws_intro();

    @Message
    String draws_none();

    @Message
    String draws_when(String by, String at);

    @Message
    String draws_method();

    @Message
    String draws_method_verifiable();

    @Message
    String draws_method_kept();

    @Message
    String draws_seating();

    @Message
    String draws_players(int players, int tables);

    @Message
    String draws_commitment_none();

    @Message
    String draws_seat(int seat, String name);

    @Message
    String draws_how_title();

    @Message
    String draws_how_commitment();

    @Message
    String draws_how_redo();

    @Message
    String draws_json();

    @Message
    String draws_json_draws();

    @Message
    String draws_json_commitments();

    @Message
    String draws_link();

    // Championships

    @Message
    String nav_championships();

    @Message
    String undo_draw(int game);

    @Message
    String undo_draw_question(int game);

    @Message
    String undo_draw_consequence(int game, int previous);

    @Message
    String undo_draw_confirm();

    @Message
    String undo_draw_done(int game, int previous);

    @Message
    String last_game_playing(int game, String tables);
}
