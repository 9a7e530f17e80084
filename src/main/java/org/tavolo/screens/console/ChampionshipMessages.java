package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The words of the console's championship pages ({@code {champ:…}} in templates), in
 * {@code messages/champ_it.properties} (the default) and {@code messages/champ_en.properties}. A bundle
 * of their own: Qute 3.34 cannot build a bundle of more than 300 messages, and the console's is near.
 */
@MessageBundle(value = "champ", locale = "it")
public interface ChampionshipMessages {

    @Message
    String none();

    @Message
    String evening_count(int count);

    @Message
    String new_championship();

    @Message
    String errors();

    @Message
    String season();

    @Message
    String season_hint();

    @Message
    String kind();

    @Message
    String kind_SEASON();

    @Message
    String kind_STAGES();

    @Message
    String best_of();

    @Message
    String best_of_hint();

    @Message
    String best_of_invalid();

    @Message
    String points();

    @Message
    String points_hint();

    @Message
    String points_invalid();

    @Message
    String create();

    @Message
    String created(String name);

    @Message
    String counting();

    @Message
    String all_count();

    @Message
    String best_of_value(int count);

    @Message
    String points_short();

    @Message
    String stages();

    @Message
    String no_evenings();

    @Message
    String attach();

    @Message
    String attach_stage();

    @Message
    String attach_none();

    @Message
    String tournament();

    @Message
    String choose();

    @Message
    String attach_button();

    @Message
    String attached(String name);

    @Message
    String detach();

    @Message
    String detach_named(String name);

    @Message
    String detach_question(String tournament, String championship);

    @Message
    String detach_consequence();

    @Message
    String detach_confirm();

    @Message
    String detached(String name);

    @Message
    String no_table();

    @Message
    String played();

    @Message
    String screen();

    @Message
    String tv();

    @Message
    String csv();

    @Message
    String archive();

    @Message
    String refused_taken();

    @Message
    String refused_final_made();

    @Message
    String refused_without_points();

    @Message
    String refused_gone();

    @Message
    String refused();

    @Message
    String of_tournament();
}
