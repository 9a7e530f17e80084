package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.RestResponse;
import org.jboss.resteasy.reactive.multipart.FileUpload;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.error.ProblemTexts;
import org.tavolo.entry.CsvImport;
import org.tavolo.entry.CsvImport.LineOutcome;
import org.tavolo.entry.CsvLayout;
import org.tavolo.entry.CsvRefusal;
import org.tavolo.entry.CsvText;
import org.tavolo.entry.EntryService;
import org.tavolo.player.PlayerService;
import org.tavolo.player.PlayerView;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * Entries from a registration file, in two steps: the file (or pasted lines) is previewed line by
 * line, "already registered as NAME", "new" or "refused: why", with nothing stored (the API's dry
 * run); only a preview without refused lines offers the import, which stores it all at once.
 */
@Path("/console/tournaments/{id}/import")
@Produces(MediaType.TEXT_HTML)
public class ConsoleImportPage {

    /**
     * The preview: the text (carried to the import step), each line's outcome, how many are refused,
     * the name of each registered player a line matched, how the file was read (its encoding, or Excel; its delimiter,
     * none for a workbook; and each
     * column's heading with what it was taken for, or none without headings) and, by line, why a line
     * is refused in the reader's words.
     */
    public record Preview(
            String text,
            List<LineOutcome> lines,
            int refused,
            Map<Long, String> matched,
            String delimiter,
            String readAs,
            List<String> columns,
            Map<Integer, String> reasons) {
        public boolean importable() {
            return refused == 0 && !lines.isEmpty();
        }

        /** The registered name of the player a line matched. */
        public String nameOf(Long playerId) {
            return matched.getOrDefault(playerId, "");
        }

        /** Why a line is refused, in the reader's words. */
        public String reasonOf(LineOutcome line) {
            return reasons.getOrDefault(line.line(), line.reason());
        }
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance importer(
                TournamentView tournament, String text, Preview preview, String closed, String error, Language lang);
    }

    private final TournamentService tournaments;
    private final EntryService entries;
    private final ConsoleService console;
    private final PlayerService players;

    ConsoleImportPage(
            TournamentService tournaments, EntryService entries, ConsoleService console, PlayerService players) {
        this.tournaments = tournaments;
        this.entries = entries;
        this.console = console;
        this.players = players;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam PageLanguage request, @PathParam("id") long id) {
        Language lang = request.language();
        return request.respond(Templates.importer(tournament(id), "", null, closed(id, lang), null, lang));
    }

    /** Reads the file, or else the pasted lines, and shows what the import would do. */
    @POST
    @Path("preview")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> preview(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @RestForm("file") FileUpload file,
            @RestForm("csv") String pasted,
            @RestForm("charset") String charset) {
        Language lang = request.language();
        String closed = closed(id, lang);
        if (closed != null) {
            return lang.refuse(
                    Templates.importer(tournament(id), "", null, closed, closed, lang), RestResponse.Status.CONFLICT);
        }
        String text;
        CsvText.Read read;
        try {
            read = file != null && file.size() > 0
                    ? CsvText.read(Files.readAllBytes(file.uploadedFile()), charset)
                    : CsvText.read(bytes(pasted), CsvText.UTF_8);
            text = read.text();
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        } catch (ProblemException refused) {
            return refused(id, pasted, lang.says(refused), lang);
        }
        if (text.isBlank()) {
            return refused(id, text, console.messages(lang).import_empty(), lang);
        }
        try {
            Preview preview = preview(text, read.encoding(), entries.previewCsv(id, text), lang);
            return request.respond(Templates.importer(tournament(id), text, preview, null, null, lang));
        } catch (ProblemException refused) {
            return refused(id, text, lang.says(refused), lang);
        }
    }

    /** Stores the previewed lines; the entries page then shows them. */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> store(
            @BeanParam PageLanguage request, @PathParam("id") long id, @FormParam("csv") String csv) {
        try {
            CsvImport done = entries.enterFromCsv(id, csv);
            return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/entries?imported="
                    + done.entries().size()));
        } catch (ProblemException refused) {
            return refused(id, csv, request.language().says(refused), request.language());
        }
    }

    /** A line's refusal through the one catalog of problem texts, in the page's language. */
    /** The file's lines as the import would take them, with the players matched and the file's layout in words. */
    private Preview preview(String text, String encoding, List<LineOutcome> lines, Language lang) {
        Map<Long, String> matched = new HashMap<>();
        lines.stream()
                .filter(l -> "matched".equals(l.outcome()))
                .forEach(l -> matched.put(
                        l.playerId(), PlayerView.from(players.get(l.playerId())).name()));
        ConsoleFormMessages words = console.formMessages(lang);
        CsvLayout layout = CsvLayout.of(text);
        boolean excel = CsvText.EXCEL.equals(encoding);
        Map<Integer, String> reasons = new HashMap<>();
        lines.stream().filter(l -> l.refusal() != null).forEach(l -> reasons.put(l.line(), inWords(l.refusal(), lang)));
        return new Preview(
                text,
                lines,
                (int) lines.stream().filter(LineOutcome::refused).count(),
                matched,
                excel ? null : words.import_delimiter(delimiter(layout, words)),
                excel ? words.import_read_excel() : words.import_read_as(encoding),
                layout.headed()
                        ? layout.columns().stream()
                                .map(c -> words.import_column(c.heading(), role(c.role(), words)))
                                .toList()
                        : List.of(),
                reasons);
    }

    private static String inWords(CsvRefusal refusal, Language lang) {
        Problem problem = Problem.of(400, refusal.type(), "Bad request", refusal.english())
                .with(refusal.facts());
        return ProblemTexts.detail(problem, lang.tag());
    }

    private static String delimiter(CsvLayout layout, ConsoleFormMessages words) {
        return layout.delimiter() == '\t' ? words.import_delimiter_tab() : layout.delimiterName();
    }

    /** Why entries are closed, in the reader's words; null while they are open. */
    private String closed(long id, Language lang) {
        return entries.closed(id)
                .map(c -> EntriesClosedWords.of(c, console.formMessages(lang)))
                .orElse(null);
    }

    private static String role(CsvLayout.Role role, ConsoleFormMessages words) {
        return switch (role) {
            case NAME -> words.import_role_NAME();
            case SURNAME -> words.import_role_SURNAME();
            case NICKNAME -> words.import_role_NICKNAME();
            case CONTACT -> words.import_role_CONTACT();
            case CARD -> words.import_role_CARD();
            case IGNORED -> words.import_role_IGNORED();
        };
    }

    private RestResponse<TemplateInstance> refused(long id, String text, String message, Language lang) {
        TemplateInstance page =
                Templates.importer(tournament(id), text == null ? "" : text, null, closed(id, lang), message, lang);
        return lang.refuse(page, RestResponse.Status.BAD_REQUEST);
    }

    private TournamentView tournament(long id) {
        return TournamentView.from(tournaments.get(id));
    }

    private static byte[] bytes(String text) {
        return text == null ? new byte[0] : text.getBytes(StandardCharsets.UTF_8);
    }
}
