package org.tavolo.screens.console;

import jakarta.ws.rs.FormParam;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.tournament.TournamentFormat;

/** The console's form to announce a tournament, optionally copying a previous one's settings. */
public class TournamentForm {

    static final TournamentForm EMPTY = new TournamentForm();

    @FormParam("name")
    String name;

    @FormParam("format")
    String format;

    @FormParam("date")
    String date;

    @FormParam("venue")
    String venue;

    @FormParam("copyFrom")
    String copyFrom;

    public String getName() {
        return name == null ? "" : name;
    }

    public String getFormat() {
        return format == null ? "ITALIAN_DRAW" : format;
    }

    public String getDate() {
        return date == null ? "" : date;
    }

    public String getVenue() {
        return venue == null ? "" : venue;
    }

    public String getCopyFrom() {
        return copyFrom == null ? "" : copyFrom;
    }

    /** Whether the form copies the tournament {@code id}. */
    public boolean copies(long id) {
        return Long.valueOf(id).equals(copySource());
    }

    /** What is wrong, by field name, in the reader's words; empty when the form can be stored. */
    Map<String, String> errors(ConsoleMessages words) {
        Map<String, String> errors = new LinkedHashMap<>();
        if (name == null || name.isBlank()) {
            errors.put("name", words.field_required());
        } else if (name.strip().length() > 200) {
            errors.put("name", words.field_invalid());
        }
        if (copySource() == null && parsedFormat() == null) {
            errors.put("format", words.field_required());
        }
        if (parsedDate() == null) {
            errors.put("date", date == null || date.isBlank() ? words.field_required() : words.field_invalid());
        }
        if (venue != null && venue.strip().length() > 200) {
            errors.put("venue", words.field_invalid());
        }
        return errors;
    }

    TournamentFormat parsedFormat() {
        try {
            return format == null ? null : TournamentFormat.valueOf(format);
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }

    LocalDate parsedDate() {
        try {
            return date == null || date.isBlank() ? null : LocalDate.parse(date.strip());
        } catch (DateTimeParseException notADate) {
            return null;
        }
    }

    Long copySource() {
        try {
            return copyFrom == null || copyFrom.isBlank() ? null : Long.valueOf(copyFrom.strip());
        } catch (NumberFormatException notANumber) {
            return null;
        }
    }

    String trimmedVenue() {
        return venue == null || venue.isBlank() ? null : venue.strip();
    }
}
