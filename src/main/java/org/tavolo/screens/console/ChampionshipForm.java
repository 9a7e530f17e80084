package org.tavolo.screens.console;

import jakarta.ws.rs.FormParam;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.championship.ChampionshipKind;
import org.tavolo.championship.CreateChampionshipRequest;
import org.tavolo.common.text.Blank;
import org.tavolo.common.text.TypedNumber;

/**
 * The console's form to create a championship. The points by place are written as the organizer
 * would on paper, separated by spaces or semicolons ({@code 25 18 15 12 10}); a decimal takes a
 * comma or a point ({@code 7,5}), in tenths at most.
 */
public class ChampionshipForm {

    static final ChampionshipForm EMPTY = new ChampionshipForm();

    @FormParam("name")
    String name;

    @FormParam("season")
    String season;

    @FormParam("kind")
    String kind;

    @FormParam("bestOf")
    String bestOf;

    @FormParam("pointsByPlace")
    String pointsByPlace;

    public String getName() {
        return name == null ? "" : name;
    }

    public String getSeason() {
        return season == null ? "" : season;
    }

    public String getKind() {
        return kind == null ? ChampionshipKind.SEASON.name() : kind;
    }

    public String getBestOf() {
        return bestOf == null ? "" : bestOf;
    }

    public String getPointsByPlace() {
        return pointsByPlace == null ? "" : pointsByPlace;
    }

    /** What is wrong, by field name, in the reader's words; empty when the form can be stored. */
    Map<String, String> errors(ConsoleMessages words, ChampionshipMessages champ) {
        Map<String, String> errors = new LinkedHashMap<>();
        if (blank(name)) {
            errors.put("name", words.field_required());
        } else if (name.strip().length() > 200) {
            errors.put("name", words.field_invalid());
        }
        if (blank(season)) {
            errors.put("season", words.field_required());
        } else if (season.strip().length() > 50) {
            errors.put("season", words.field_invalid());
        }
        if (parsedKind() == null) {
            errors.put("kind", words.field_invalid());
        }
        if (!blank(bestOf) && parsedBestOf() == null) {
            errors.put("bestOf", champ.best_of_invalid());
        }
        if (!blank(pointsByPlace) && parsedPoints() == null) {
            errors.put("pointsByPlace", champ.points_invalid());
        }
        return errors;
    }

    /** The request the form stands for; call only when {@link #errors} is empty. */
    CreateChampionshipRequest request() {
        return new CreateChampionshipRequest(
                name.strip(),
                season.strip(),
                parsedKind(),
                blank(bestOf) ? null : parsedBestOf(),
                blank(pointsByPlace) ? null : parsedPoints());
    }

    private ChampionshipKind parsedKind() {
        try {
            return kind == null ? ChampionshipKind.SEASON : ChampionshipKind.valueOf(kind);
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }

    private Integer parsedBestOf() {
        Long n = TypedNumber.whole(bestOf);
        return n != null && n >= 1 && n <= Integer.MAX_VALUE ? n.intValue() : null;
    }

    /** The points by place, whole tenths of a point and not negative; null when a value is not. */
    private List<BigDecimal> parsedPoints() {
        String[] values = pointsByPlace.strip().replaceAll(",\\s+", " ").split("[\\s;]+");
        if (values.length > 500) {
            return null;
        }
        List<BigDecimal> points = new ArrayList<>();
        for (String value : values) {
            BigDecimal p = TypedNumber.decimal(value);
            if (p == null || p.signum() < 0 || p.stripTrailingZeros().scale() > 1) {
                return null;
            }
            points.add(p);
        }
        return points;
    }

    private static boolean blank(String value) {
        return Blank.isBlank(value);
    }
}
