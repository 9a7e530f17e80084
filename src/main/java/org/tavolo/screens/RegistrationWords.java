package org.tavolo.screens;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.tavolo.registration.RegistrationStatus;

/**
 * The words of registration before the night ({@code {reg:…}} in templates): the public form and the private page in the
 * room, the console's check-in at the door («Accoglienza»), in {@code messages/reg_it.properties} (the default) and
 * {@code messages/reg_en.properties}. A bundle apart, shared by the two wings that show registrations alike.
 */
@MessageBundle(value = "reg", locale = "it")
public interface RegistrationWords {

    @Message
    String register_title();

    @Message
    String register_link();

    @Message
    String register_about();

    @Message
    String name();

    @Message
    String nickname();

    @Message
    String email();

    @Message
    String phone();

    @Message
    String contact_hint();

    @Message
    String card();

    @Message
    String website();

    @Message
    String submit();

    @Message
    String closed();

    @Message
    String places(long taken, Integer capacity);

    @Message
    String registered_count(long count);

    @Message
    String waiting_count(long count);

    @Message
    String list_title();

    @Message
    String list_empty();

    @Message
    String waiting_n(int position);

    @Message
    String too_fast();

    @Message
    String field_required();

    @Message
    String too_long(int limit);

    @Message
    String contact_required();

    @Message
    String email_invalid();

    @Message
    String phone_invalid();

    @Message
    String your_registration();

    /** A registration's status in words: one key a constant, {@code status_$WAITING}, … */
    @Message
    String status(RegistrationStatus status);

    @Message
    String position(int position);

    @Message
    String waiting_about();

    @Message
    String confirm_question();

    @Message
    String confirm_by(String when);

    @Message
    String confirm_button();

    @Message
    String cancel_button();

    @Message
    String cancel_about();

    @Message
    String qr_title();

    @Message
    String qr_about();

    @Message
    String qr_alt();

    @Message
    String evening_page();

    @Message
    String unknown_token();

    @Message
    String present();

    @Message
    String tournament_page();

    @Message
    String check_in_title();

    @Message
    String check_in_about();

    @Message
    String counts_registered();

    @Message
    String counts_confirmed();

    @Message
    String counts_present();

    @Message
    String counts_waiting();

    @Message
    String scan_title();

    @Message
    String scan_label();

    @Message
    String scan_reading();

    @Message
    String scan_none();

    @Message
    String scan_unknown();

    @Message
    String scan_submit();

    @Message
    String search_label();

    @Message
    String mark_present();

    @Message
    String mark_present_name(String name);

    @Message
    String checked_in(String name);

    @Message
    String no_shows(long count);

    @Message
    String namesake();

    @Message
    String walk_in();

    @Message
    String send_whatsapp(String name);

    @Message
    String send_mail(String name);

    @Message
    String message_text(String tournament, String status, String url);

    @Message
    String message_subject(String tournament);

    @Message
    String walk_in_title();

    @Message
    String walk_in_contact();

    @Message
    String walk_in_submit();

    @Message
    String no_registrations();

    @Message
    String draw_outlook(int seated, int noShows);

    @Message
    String draw_no_shows(String names);

    @Message
    String draw_from_waiting(String names);
}
