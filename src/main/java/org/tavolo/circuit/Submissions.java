package org.tavolo.circuit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.Sha256;

/**
 * Result files a club sends with its key (docs/circuit.md#submissions): checked whole ({@link SubmissionCheck}),
 * then kept as a new version of the evening with its receipt, the SHA-256 of the canonical document as sent; a
 * player without a card is given the card of the same name and nickname, or a provisional one. The hub's organizer
 * approves a version; each approval ranks the circuit again. Every step is a line of the audit trail.
 */
@ApplicationScoped
public class Submissions {

    private final SubmissionCheck check;
    private final CircuitTables tables;
    private final AuditTrail audit;
    private final Clock clock;

    Submissions(SubmissionCheck check, CircuitTables tables, AuditTrail audit, Clock clock) {
        this.check = check;
        this.tables = tables;
        this.audit = audit;
        this.clock = clock;
    }

    /** A result file in its JSON form. */
    @Transactional
    public SubmissionView receive(long circuitId, String key, ResultFile file) {
        return keep(circuitId, club(circuitId, key), file, Map.of());
    }

    /** A result file in its CSV form. */
    @Transactional
    public SubmissionView receiveCsv(long circuitId, String key, String text) {
        CircuitClub club = club(circuitId, key);
        ResultCsv.Read read = ResultCsv.read(text);
        if (!read.problems().isEmpty()) {
            throw refused(read.problems());
        }
        return keep(circuitId, club, read.file(), read.lines());
    }

    private SubmissionView keep(long circuitId, CircuitClub club, ResultFile file, Map<String, Integer> lines) {
        List<SubmissionProblem> problems = new ArrayList<>(check.check(file, club, lines));
        if (!problems.isEmpty()) {
            throw refused(problems);
        }
        String sent = CanonicalJson.of(file);
        String receipt = Sha256.of(sent);
        RegisteredEvening evening =
                RegisteredEvening.findById(file.evening(), jakarta.persistence.LockModeType.PESSIMISTIC_WRITE);
        List<Submission> earlier = Submission.ofEvening(evening.id);
        earlier.stream().filter(s -> s.sha256().equals(receipt)).findFirst().ifPresent(s -> {
            throw refused(List.of(new SubmissionProblem(
                    "file",
                    "This very file was received as version " + s.version() + " of evening " + evening.id + " (receipt "
                            + receipt + "); a correction is a different file.")));
        });
        Submission kept = Submission.receive(
                evening, earlier.size() + 1, receipt, CanonicalJson.of(withCards(circuitId, file)), clock.instant());
        kept.persist();
        audit.record(
                null,
                "circuit.submission-received",
                club.name() + ": evening " + evening.id + ", version " + kept.version() + ", receipt " + receipt,
                Map.of("circuit", circuitId, "evening", evening.id, "version", kept.version()));
        return SubmissionView.of(kept);
    }

    /** The file with every player's card: the card given, or the card of the same name and nickname, or a new one. */
    private ResultFile withCards(long circuitId, ResultFile file) {
        ResultFile f = file.canonical();
        Map<String, String> given = new HashMap<>();
        List<ResultFile.Line> places =
                f.places().stream().map(l -> carded(circuitId, l, given)).toList();
        List<ResultFile.Game> games = f.games().stream()
                .map(g -> new ResultFile.Game(
                        g.game(),
                        g.tables().stream()
                                .map(t -> new ResultFile.Table(
                                        t.table(),
                                        t.finishes().stream()
                                                .map(l -> carded(circuitId, l, given))
                                                .toList()))
                                .toList()))
                .toList();
        return new ResultFile(f.schemaVersion(), f.evening(), f.club(), f.date(), f.format(), places, games);
    }

    private ResultFile.Line carded(long circuitId, ResultFile.Line line, Map<String, String> given) {
        if (line.card() != null) {
            return line;
        }
        String card =
                given.computeIfAbsent(line.who(), who -> CircuitCard.byName(circuitId, line.name(), line.nickname())
                        .orElseGet(() -> {
                            CircuitCard made =
                                    CircuitCard.issue(circuitId, line.name(), line.nickname(), true, clock.instant());
                            audit.record(
                                    null,
                                    "circuit.card-issued",
                                    made.card() + " " + made.name() + " (provisional)",
                                    Map.of("circuit", circuitId));
                            return made;
                        })
                        .card());
        return line.withCard(card);
    }

    /** Approves a version: from now on it is the evening's result, and the circuit is ranked again. */
    @Transactional
    public SubmissionView approve(long circuitId, long submissionId) {
        Circuit.require(circuitId);
        Submission s = Submission.in(circuitId, submissionId)
                .orElseThrow(() -> ProblemException.notFound("submission", submissionId));
        s.approve(audit.actor(), clock.instant());
        tables.publish(circuitId);
        audit.record(
                null,
                "circuit.submission-approved",
                "evening " + s.eveningId() + ", version " + s.version() + ", receipt " + s.sha256(),
                Map.of("circuit", circuitId, "evening", s.eveningId(), "version", s.version()));
        return SubmissionView.of(s);
    }

    public List<SubmissionView> of(long circuitId) {
        Circuit.require(circuitId);
        return Submission.of(circuitId).stream().map(SubmissionView::of).toList();
    }

    /** The club whose key this is: unknown, revoked or of another circuit, the file is refused before it is read. */
    private static CircuitClub club(long circuitId, String key) {
        Circuit.require(circuitId);
        CircuitClub club =
                key == null ? null : CircuitClub.byKeyHash(Sha256.of(key)).orElse(null);
        if (club == null || club.circuitId() != circuitId) {
            throw new ProblemException(Problem.of(
                    401,
                    "club-key-unknown",
                    "Unauthorized",
                    "Send the club's key of this circuit as Authorization: Bearer."));
        }
        if (club.revokedAt() != null) {
            throw new ProblemException(Problem.of(
                            401,
                            "club-key-revoked",
                            "Unauthorized",
                            "The key of " + club.name() + " was revoked on " + club.revokedAt()
                                    + "; ask the circuit's organizer for a new one.")
                    .with(Map.of("club", club.name())));
        }
        return club;
    }

    private static ProblemException refused(List<SubmissionProblem> problems) {
        return new ProblemException(Problem.of(
                        422,
                        "submission-invalid",
                        "Unprocessable result file",
                        "The result file was not accepted: " + problems.size() + " problem(s), each named in problems.")
                .with(Map.of("count", problems.size(), "problems", problems)));
    }
}
