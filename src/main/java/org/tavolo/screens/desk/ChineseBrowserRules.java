package org.tavolo.screens.desk;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.common.error.ProblemTexts;
import org.tavolo.result.chinese.ChineseDealPreviews;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/**
 * What the poker core in the browser ({@code /js/poker.js}) scores a Chinese deal with, without a connection
 * ({@code inject:chineseRules} in templates, docs/director-page.md#offline): the tournament's token set and rule as
 * the service scores a deal with them, each seat's player by name, and the Italian words of the core's refusals.
 */
@ApplicationScoped
@Named("chineseRules")
public class ChineseBrowserRules {

    private final ChineseDealPreviews previews;
    private final ObjectMapper json;

    ChineseBrowserRules(ChineseDealPreviews previews, ObjectMapper json) {
        this.previews = previews;
        this.json = json;
    }

    /** As JSON: {@code {"tokenSet":[...],"rule":"BASE","players":{"3":"Mario Rossi",...},"problems":{...}}}. */
    public String of(TableScreen screen) {
        Map<String, String> players = new LinkedHashMap<>();
        for (SeatLine seat : screen.seats()) {
            players.put(String.valueOf(seat.seat()), seat.name());
        }
        try {
            return "{" + previews.browserRules(screen.tournament().id())
                    + ",\"players\":" + json.writeValueAsString(players)
                    + ",\"problems\":"
                    + json.writeValueAsString(
                            ProblemTexts.texts(ProblemTexts.ITALIAN, ChineseDealPreviews.DEAL_REFUSALS))
                    + "}";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
