package org.tavolo.security;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.Blank;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Issues, revokes and unlocks table directors' accesses. An access ends when its tournament finishes
 * ({@link AccessEnds}), at the latest at the end of the day after the tournament's date (evenings run
 * past midnight, and a tournament may be left unfinished), or earlier when revoked.
 */
@ApplicationScoped
public class DirectorAccesses {

    /** A new access and its PIN, which is shown once and never stored in clear. */
    public record Issued(DirectorAccess access, String pin) {}

    private static final char[] CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private static final int PIN_DIGITS = 6;

    private final SecureRandom random = new SecureRandom();
    private final TournamentService tournaments;
    private final Passwords passwords;
    private final SignInThrottle throttle;
    private final AuditTrail audit;
    private final Clock clock;
    private final AccessEnds ends;

    DirectorAccesses(
            TournamentService tournaments,
            Passwords passwords,
            SignInThrottle throttle,
            AuditTrail audit,
            Clock clock,
            AccessEnds ends) {
        this.ends = ends;
        this.tournaments = tournaments;
        this.passwords = passwords;
        this.throttle = throttle;
        this.audit = audit;
        this.clock = clock;
    }

    /** The tournament's accesses, oldest first; those of a finished tournament are shown ended. */
    @Transactional
    public List<DirectorAccess> ofTournament(long tournamentId) {
        ends.endIfFinished(tournaments.get(tournamentId));
        return DirectorAccess.ofTournament(tournamentId);
    }

    /** The tournament's accesses as the organizer's page shows them, links built on {@code baseUrl}. */
    public List<DirectorAccessView> viewsOf(long tournamentId, String baseUrl) {
        return ofTournament(tournamentId).stream()
                .map(a -> DirectorAccessView.from(a, null, baseUrl))
                .toList();
    }

    /** Issues an access and returns it as shown once, with its PIN. */
    @Transactional
    public DirectorAccessView issueShown(long tournamentId, Integer tableNo, String label, String baseUrl) {
        Issued issued = issue(tournamentId, tableNo, label);
        return DirectorAccessView.from(issued.access(), issued.pin(), baseUrl);
    }

    @Transactional
    public Issued issue(long tournamentId, Integer tableNo, String label) {
        Tournament tournament = tournaments.get(tournamentId);
        if (tableNo != null && tableNo < 1) {
            throw ProblemException.badRequest(
                    "invalid-table", "A table number is 1 or more.", Map.of("field", "table"));
        }
        String name = Blank.isBlank(label) ? defaultLabel(tableNo) : label.strip();
        if (name.length() > 100) {
            throw ProblemException.badRequest(
                    "invalid-label", "A label has at most 100 characters.", Map.of("field", "label"));
        }
        String pin = pin();
        DirectorAccess access = DirectorAccess.issue(
                tournamentId,
                tableNo,
                freeCode(),
                name,
                passwords.hash(pin),
                endOf(tournament),
                audit.actor(),
                clock.instant());
        access.persist();
        audit.record(
                tournamentId, "director-access.issued", access.principalName(), Map.of("name", access.principalName()));
        return new Issued(access, pin);
    }

    @Transactional
    public DirectorAccess revoke(long tournamentId, long accessId) {
        DirectorAccess access = forChange(tournamentId, accessId);
        access.revoke(clock.instant());
        audit.record(
                tournamentId,
                "director-access.revoked",
                access.principalName(),
                Map.of("name", access.principalName()));
        return access;
    }

    @Transactional
    public DirectorAccess unlock(long tournamentId, long accessId) {
        DirectorAccess access = forChange(tournamentId, accessId);
        access.unlock();
        throttle.forget(access.code());
        audit.record(
                tournamentId,
                "director-access.unlocked",
                access.principalName(),
                Map.of("name", access.principalName()));
        return access;
    }

    public DirectorAccess get(long tournamentId, long accessId) {
        DirectorAccess access = DirectorAccess.findById(accessId);
        if (access == null || access.tournamentId() != tournamentId) {
            throw ProblemException.notFound("director access", accessId);
        }
        return access;
    }

    private static DirectorAccess forChange(long tournamentId, long accessId) {
        return DirectorAccess.forChange(accessId)
                .filter(a -> a.tournamentId() == tournamentId)
                .orElseThrow(() -> ProblemException.notFound("director access", accessId));
    }

    private static Instant endOf(Tournament tournament) {
        return tournament
                .date()
                .plusDays(2)
                .atStartOfDay(ZoneId.systemDefault())
                .toInstant();
    }

    /** The label of an access the organizer named no label for; pages say it in the reader's words instead. */
    static String defaultLabel(Integer tableNo) {
        return tableNo == null ? "Whole tournament" : "Table " + tableNo;
    }

    private String freeCode() {
        String code;
        do {
            StringBuilder sb = new StringBuilder(9);
            for (int i = 0; i < 8; i++) {
                if (i == 4) {
                    sb.append('-');
                }
                sb.append(CODE_LETTERS[random.nextInt(CODE_LETTERS.length)]);
            }
            code = sb.toString();
        } while (DirectorAccess.byCode(code).isPresent());
        return code;
    }

    private String pin() {
        StringBuilder sb = new StringBuilder(PIN_DIGITS);
        for (int i = 0; i < PIN_DIGITS; i++) {
            sb.append(random.nextInt(10));
        }
        return sb.toString();
    }
}
