package org.tavolo.screens;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.NewCookie;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.error.ProblemTexts;

/**
 * The language a screen speaks: Italian, as the club's regulation does, or English. A {@code lang}
 * switch ({@code ?lang=en}) is remembered in a cookie and wins over the browser's Accept-Language.
 *
 * @param tag {@code it} or {@code en}
 */
public record Language(String tag) {

    public static final String COOKIE = "lang";
    private static final Language ITALIAN = new Language("it");
    private static final Language ENGLISH = new Language("en");

    /** The switch if given, else the remembered choice, else the browser's first supported language. */
    public static Language choose(String requested, String remembered, HttpHeaders headers) {
        for (String given : new String[] {requested, remembered}) {
            Language chosen = supported(given);
            if (chosen != null) {
                return chosen;
            }
        }
        for (Locale accepted : headers.getAcceptableLanguages()) {
            Language chosen = supported(accepted.getLanguage());
            if (chosen != null) {
                return chosen;
            }
        }
        return ITALIAN;
    }

    /** The same choice made from the {@code Accept-Language} header itself (outside a resource). */
    public static Language choose(String requested, String remembered, String acceptLanguage) {
        for (String given : new String[] {requested, remembered}) {
            Language chosen = supported(given);
            if (chosen != null) {
                return chosen;
            }
        }
        try {
            for (Locale.LanguageRange range :
                    Locale.LanguageRange.parse(acceptLanguage == null ? "" : acceptLanguage)) {
                Language chosen = supported(range.getRange().split("-")[0]);
                if (chosen != null) {
                    return chosen;
                }
            }
        } catch (IllegalArgumentException unreadable) {
            return ITALIAN;
        }
        return ITALIAN;
    }

    private static Language supported(String tag) {
        if (tag == null) {
            return null;
        }
        return switch (tag.strip().toLowerCase(Locale.ROOT)) {
            case "it" -> ITALIAN;
            case "en" -> ENGLISH;
            default -> null;
        };
    }

    public boolean italian() {
        return "it".equals(tag);
    }

    /** The other language, for the switch. */
    public String other() {
        return italian() ? "en" : "it";
    }

    /** The page in this language; a switch is remembered for a year. */
    public RestResponse<TemplateInstance> respond(TemplateInstance page, String requested) {
        page.setLocale(Locale.forLanguageTag(tag));
        RestResponse.ResponseBuilder<TemplateInstance> response = RestResponse.ResponseBuilder.ok(page);
        if (supported(requested) != null) {
            response.cookie(new NewCookie.Builder(COOKIE)
                    .value(tag)
                    .path("/")
                    .maxAge(365 * 24 * 3600)
                    .sameSite(NewCookie.SameSite.LAX)
                    .build());
        }
        return response.header("Content-Language", tag).build();
    }

    /**
     * A page that refuses what was sent (a form with errors, a change out of turn), in this language,
     * answered with the refusal's status instead of 200.
     */
    public RestResponse<TemplateInstance> refuse(TemplateInstance page, RestResponse.Status status) {
        page.setLocale(Locale.forLanguageTag(tag));
        return RestResponse.ResponseBuilder.create(status, page)
                .header("Content-Language", tag)
                .build();
    }

    /** A page that refuses what was sent, answered with the status of the problem that refused it. */
    public RestResponse<TemplateInstance> refuse(TemplateInstance page, ProblemException refused) {
        return refuse(page, RestResponse.Status.fromStatusCode(refused.problem().status()));
    }

    /** What a refusal says, in this language: its problem's detail through the one catalog of problem texts. */
    public String says(ProblemException refused) {
        return ProblemTexts.detail(refused.problem(), tag);
    }

    /** Chips as the language writes them: {@code 20 000} in Italian (thin space), {@code 20,000} in English. */
    public String chips(Long amount) {
        if (amount == null) {
            return "–";
        }
        String grouped = String.format(Locale.ROOT, "%,d", amount);
        return italian() ? grouped.replace(',', '\u202F') : grouped;
    }

    /**
     * Points as the language writes them, the one decimal format of every page: {@code 3,5} in Italian, {@code 3.5}
     * in English ({@link Decimals}); a value that is not a decimal is written as it is.
     */
    public String points(Object points) {
        return points instanceof java.math.BigDecimal decimal
                ? Decimals.points(decimal, this)
                : points == null ? "–" : String.valueOf(points);
    }

    /** A day as the language writes it: {@code giovedì 26 novembre 2026}, {@code Thursday 26 November 2026}. */
    public String date(LocalDate day) {
        if (day == null) {
            return "–";
        }
        return DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.forLanguageTag(tag))
                .format(day);
    }

    /** A moment at the club, as the language writes it: {@code 26/11/2026 21:03}, {@code 26 Nov 2026, 21:03}. */
    public String when(Instant at, ZoneId zone) {
        if (at == null) {
            return "–";
        }
        DateTimeFormatter format = italian()
                ? DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm", Locale.ITALIAN)
                : DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm", Locale.ENGLISH);
        return format.format(at.atZone(zone));
    }

    /** Seconds as a clock face: {@code 7:05}, or {@code 1:02:03} past an hour. */
    public String face(Long seconds) {
        if (seconds == null) {
            return "–";
        }
        long s = Math.max(0, seconds);
        long hours = s / 3600;
        return hours > 0 ? "%d:%02d:%02d".formatted(hours, s % 3600 / 60, s % 60) : "%d:%02d".formatted(s / 60, s % 60);
    }

    /** Names as the language lists them: {@code Anna e Bruno}, {@code Anna, Bruno e Carla}; {@code and} in English. */
    public String list(List<String> names) {
        if (names.size() < 2) {
            return String.join("", names);
        }
        String and = italian() ? " e " : " and ";
        return String.join(", ", names.subList(0, names.size() - 1)) + and + names.get(names.size() - 1);
    }

    /** A place as the language writes it: {@code 1°} in Italian, {@code 1st} in English. */
    public String place(int place) {
        if (italian()) {
            return place + "°";
        }
        int lastTwo = place % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13
                ? "th"
                : switch (place % 10) {
                    case 1 -> "st";
                    case 2 -> "nd";
                    case 3 -> "rd";
                    default -> "th";
                };
        return place + suffix;
    }
}
