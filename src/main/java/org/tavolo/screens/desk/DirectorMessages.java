package org.tavolo.screens.desk;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.tavolo.penalty.PenaltyTo;

/**
 * The words of the director's page ({@code {dir:…}} in templates), in {@code messages/dir_it.properties}
 * (the default) and {@code messages/dir_en.properties}.
 */
@MessageBundle(value = "dir", locale = "it")
public interface DirectorMessages {

    @Message
    String title();

    @Message
    String offline_now();

    @Message
    String offline_updated();

    @Message
    String offline_cannot_know();

    @Message
    String offline_back();

    @Message
    String offline_reload();

    @Message
    String offline_needs_https();

    @Message
    String offline_not_sent();

    @Message
    String offline_preview_title();

    @Message
    String offline_returned();

    @Message
    String offline_returned_ad();

    @Message
    String offline_ask();

    @Message
    String offline_refused();

    @Message
    String offline_no_core();

    @Message
    String offline_not_a_number();

    @Message
    String queue_waiting();

    @Message
    String queue_entry();

    @Message
    String queue_not_recorded();

    @Message
    String queue_correct();

    @Message
    String queue_remove();

    @Message
    String queue_send_again();

    @Message
    String queue_drop_ask();

    @Message
    String queue_drop();

    @Message
    String queue_keep();

    @Message
    String game(int number);

    @Message
    String paused();

    @Message
    String not_started();

    @Message
    String stack();

    @Message
    String total();

    @Message
    String pick_title();

    @Message
    String players(int count);

    @Message
    String units(String unit);

    @Message
    String no_tables();

    @Message
    String hand_title();

    @Message
    String in();

    @Message
    String put();

    @Message
    String folded();

    @Message
    String quick_ante();

    @Message
    String quick_all_in();

    @Message
    String quick_clear();

    @Message
    String cards();

    @Message
    String board();

    @Message
    String grid_title();

    @Message
    String grid_undo();

    @Message
    String grid_four_colours();

    @Message
    String cards_typed_hint();

    @Message
    String preview();

    @Message
    String confirm();

    @Message
    String confirm_ask();

    @Message
    String preview_title();

    @Message
    String pots();

    @Message
    String pot_main();

    @Message
    String pot_side();

    @Message
    String takes(String name, int seat, String chips);

    @Message
    String odd_chips(String chips);

    @Message
    String returned(String name, String chips, boolean ad);

    /** The big blind's ante in the preview: dead money in the main pot (docs/rules.md#big-blind-ante). */
    @Message
    String dead_ante(String name, String chips);

    /** The same offline, followed by the name and the chips (docs/director-page.md#offline). */
    @Message
    String offline_dead_ante();

    @Message
    String shown();

    @Message
    String new_stacks();

    @Message
    String before_after(String before, String after);

    @Message
    String held();

    @Message
    String recorded(int number);

    @Message
    String not_recorded();

    @Message
    String conflict();

    /** An entry refused because its table closed the game meanwhile, in words a director can act on. */
    @Message
    String changed_closed(int table, int game);

    /** An entry of a game closed since, refused once the next game is being played. */
    @Message
    String changed_next_game(int game, int currentGame);

    @Message
    String entry_not_recorded();

    @Message
    String no_showdown_hint();

    @Message
    String count_title();

    @Message
    String difference(String chips);

    @Message
    String count_incomplete();

    @Message
    String reason_needed();

    @Message
    String expected_total();

    @Message
    String counted_total();

    @Message
    String check_count();

    @Message
    String send_count();

    @Message
    String count_recorded();

    @Message
    String close_title();

    @Message
    String close_preview();

    @Message
    String close_confirm();

    @Message
    String close_ask();

    @Message
    String place_line(int place, String name, String stack, String points, boolean one);

    @Message
    String game_closed();

    @Message
    String held_title();

    @Message
    String held_line(int handNo, String pot, String amount);

    @Message
    String held_eligible();

    @Message
    String held_who();

    @Message
    String void_title();

    @Message
    String void_hand(int number);

    @Message
    String void_count();

    @Message
    String void_ask();

    @Message
    String void_button();

    @Message
    String void_reason_needed();

    @Message
    String void_organizer();

    @Message
    String voided();

    @Message
    String void_stale();

    @Message
    String chinese_title(int deal);

    @Message
    String chinese_hint();

    @Message
    String token();

    @Message
    String tokens_left(String tokens);

    @Message
    String order_ok();

    @Message
    String deal_preview_title();

    @Message
    String row_winners(String names);

    @Message
    String row_collected(String text);

    @Message
    String row_discarded();

    @Message
    String deal_total(String name, int deal, int total);

    @Message
    String deal_confirm();

    @Message
    String deal_ask();

    @Message
    String deal_ask_last();

    @Message
    String deal_confirmed(int number);

    @Message
    String match_recorded();

    @Message
    String chinese_not_recorded();

    @Message
    String closed_title(int game);

    @Message
    String closed_result();

    @Message
    String closed_next_game(int game);

    @Message
    String closed_round_over();

    @Message
    String close_player_out(String name);

    /** Beside the zero of a seat that has lost all its chips: he plays no more hands until the close. */
    @Message
    String seat_out();

    @Message
    String timer_idle();

    @Message
    String timer_running();

    @Message
    String timer_over();

    @Message
    String deals_stored_title();

    @Message
    String deal_stored_line(int deal, String points);

    @Message
    String deal_voided_line(int deal, String reason);

    @Message
    String deals_totals(String totals);

    @Message
    String deal_void_title(int deal);

    @Message
    String deal_void_button();

    @Message
    String order_accept(String moves);

    @Message
    String queue_entry_count();

    @Message
    String queue_entry_void();

    @Message
    String queue_entry_deal();

    @Message
    String queue_entry_penalty();

    @Message
    String queue_sign_in_again();

    /** A queued entry of a game now closed, loaded into its form: refused there, kept in the queue. */
    @Message
    String queue_game_over();

    @Message
    String sign_out_ask();

    @Message
    String sign_out_stay();

    @Message
    String sign_out_anyway();

    @Message
    String offline_stacks_unknown();

    @Message
    String offline_wait_for_queue();

    @Message
    String offline_count_title();

    @Message
    String offline_entry_ask();

    @Message
    String offline_keep();

    @Message
    String removed_from_queue();

    @Message
    String void_queued();

    @Message
    String deal_offline_note();

    @Message
    String deal_incomplete();

    @Message
    String penalty_title();

    @Message
    String penalty_amount();

    @Message
    String penalty_to();

    /** A kind of penalty in words: one key a constant, {@code penalty_kind_$POT}, … (PenaltyToTest checks them). */
    @Message
    String penalty_kind(PenaltyTo kind);

    @Message
    String penalty_button();

    @Message
    String penalty_recorded();

    @Message
    String penalty_seat_needed();

    @Message
    String penalty_to_needed();

    @Message
    String penalty_chips_needed();

    @Message
    String penalty_reason_needed();

    @Message
    String offline_deal_takes();

    @Message
    String offline_deal_points();

    @Message
    String nobody_opens();

    @Message
    String nobody_opens_hint();

    @Message
    String nobody_opened_preview();

    @Message
    String nobody_opens_back();

    @Message
    String opening_title();

    @Message
    String opening_summary();

    @Message
    String opener();

    @Message
    String opener_none();

    @Message
    String opener_kind();

    @Message
    String kind_unsaid();

    @Message
    String kind_open();

    @Message
    String kind_over();

    @Message
    String opener_amount();

    @Message
    String parol();

    @Message
    String parol_preview();

    /** The chips paid as penalties to the next hand's pot, carried by the table until a hand wins them. */
    @Message
    String carried_penalties(String chips);

    @Message
    String antes_staying(String chips);

    @Message
    String replay_next();

    @Message
    String offline_opener_unclear();

    String evening_over();

    @Message
    String see_standings();

    @Message
    String table_gone(int table);

    /** A hand confirmed at a table the floor broke meanwhile: not recorded, why, and what to do. */
    @Message
    String sent_hand_not_recorded(int table);

    @Message
    String sent_not_recorded(int table);

    @Message
    String table_gone_nobody();

    @Message
    String table_gone_went();

    @Message
    String went_line(String name, int table, int seat);

    @Message
    String go_to_table(int table);

    @Message
    String ask_new_access();

    @Message
    String not_covered(int table);

    @Message
    String to_my_table();

    @Message
    String corrected(int number);

    @Message
    String correct_last();

    @Message
    String correct_title(String number);

    @Message
    String correct_hint(String number);

    @Message
    String correct_back();

    @Message
    String correct_ask(String number);

    @Message
    String correct_confirm();

    @Message
    String correct_reason_needed();

    @Message
    String correct_stale();

    @Message
    String correct_incomplete();

    @Message
    String menu_label();

    @Message
    String menu_hand();

    @Message
    String menu_count();

    @Message
    String menu_penalty();

    @Message
    String menu_close();

    @Message
    String menu_void();

    @Message
    String menu_deal();
}
