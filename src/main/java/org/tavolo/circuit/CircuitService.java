package org.tavolo.circuit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.Sha256;

/**
 * The circuit on its hub (docs/circuit.md#the-hubs-steps): the circuit, its clubs and their keys, the evenings
 * registered ahead and the register of cards. Every change is a line of the audit trail.
 */
@ApplicationScoped
public class CircuitService {

    /** What starts every club key, so that the service tells it from an organizer's API token. */
    public static final String KEY_PREFIX = "tvc_";

    private final SecureRandom random = new SecureRandom();
    private final AuditTrail audit;
    private final Clock clock;
    private final CircuitTables tables;

    CircuitService(AuditTrail audit, Clock clock, CircuitTables tables) {
        this.audit = audit;
        this.clock = clock;
        this.tables = tables;
    }

    @Transactional
    public CircuitView create(CreateCircuitRequest request) {
        Circuit circuit = Circuit.create(request, clock.instant());
        circuit.persist();
        audit.record(null, "circuit.created", circuit.name() + " " + circuit.season(), Map.of("circuit", circuit.id));
        return CircuitView.of(circuit);
    }

    public CircuitView get(long id) {
        return CircuitView.of(Circuit.require(id));
    }

    /** A new club of the circuit and its key, shown this once; the hub keeps only the key's hash. */
    @Transactional
    public ClubView addClub(long circuitId, String name) {
        Circuit circuit = Circuit.require(circuitId);
        String clubName = name.strip();
        if (CircuitClub.byName(circuitId, clubName).isPresent()) {
            throw ProblemException.conflict(
                    "duplicate-club",
                    "The circuit already has a club named " + clubName + ".",
                    Map.of("club", clubName));
        }
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String key = KEY_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        CircuitClub club = CircuitClub.create(circuit.id, clubName, Sha256.of(key), clock.instant());
        club.persist();
        audit.record(null, "circuit.club-added", circuit.name() + ": " + clubName, Map.of("circuit", circuitId));
        return ClubView.of(club, key);
    }

    public List<ClubView> clubs(long circuitId) {
        Circuit.require(circuitId);
        return CircuitClub.of(circuitId).stream().map(c -> ClubView.of(c, null)).toList();
    }

    /** Ends a club's key: what it sends from now on is refused; what it sent stays. */
    @Transactional
    public ClubView revokeClub(long circuitId, long clubId) {
        CircuitClub club = CircuitClub.<CircuitClub>findByIdOptional(clubId)
                .filter(c -> c.circuitId() == circuitId)
                .orElseThrow(() -> ProblemException.notFound("club", clubId));
        club.revoke(clock.instant());
        audit.record(null, "circuit.club-key-revoked", club.name(), Map.of("circuit", circuitId));
        return ClubView.of(club, null);
    }

    /** An evening registered ahead: the club that plays it, its date and format. */
    @Transactional
    public EveningView registerEvening(long circuitId, RegisterEveningRequest request) {
        Circuit.require(circuitId);
        CircuitClub club = CircuitClub.byName(circuitId, request.club().strip())
                .orElseThrow(() -> ProblemException.notFound("club", request.club()));
        RegisteredEvening evening = RegisteredEvening.create(circuitId, club.id, request.date(), request.format());
        evening.persist();
        audit.record(
                null,
                "circuit.evening-registered",
                club.name() + " " + request.date() + " " + request.format(),
                Map.of("circuit", circuitId, "evening", evening.id));
        return new EveningView(evening.id, club.name(), evening.date(), evening.format());
    }

    public List<EveningView> evenings(long circuitId) {
        Circuit.require(circuitId);
        Map<Long, String> names = tables.clubNames(circuitId);
        return RegisteredEvening.of(circuitId).stream()
                .map(e -> new EveningView(e.id, names.get(e.clubId()), e.date(), e.format()))
                .toList();
    }

    /** A card of the register for a player the organizer enters. */
    @Transactional
    public CardView issueCard(long circuitId, IssueCardRequest request) {
        Circuit.require(circuitId);
        CircuitCard card =
                CircuitCard.issue(circuitId, request.name().strip(), request.nickname(), false, clock.instant());
        audit.record(null, "circuit.card-issued", card.card() + " " + card.name(), Map.of("circuit", circuitId));
        return CardView.of(card);
    }

    /** The register as the clubs download it before the night: every card in use, with name and nickname. */
    public List<CardView> roster(long circuitId) {
        Circuit.require(circuitId);
        return CircuitCard.of(circuitId).stream()
                .filter(c -> c.mergedInto() == null)
                .map(CardView::of)
                .toList();
    }

    /** Merges a duplicate card into the card it repeats, then ranks the circuit again. */
    @Transactional
    public CardView merge(long circuitId, String duplicate, String into) {
        Circuit.require(circuitId);
        CircuitCard from = CircuitCard.byCard(circuitId, duplicate)
                .orElseThrow(() -> ProblemException.notFound("card", duplicate));
        CircuitCard to = CircuitCard.byCard(circuitId, into).orElseThrow(() -> ProblemException.notFound("card", into));
        if (from == to || from.mergedInto() != null || to.mergedInto() != null) {
            throw ProblemException.conflict(
                    "card-not-mergeable",
                    "Card " + duplicate + " cannot be merged into " + into
                            + ": two different cards, neither merged already.",
                    Map.of("card", duplicate, "into", into));
        }
        from.mergeInto(to.card());
        audit.record(
                null,
                "circuit.cards-merged",
                from.card() + " (" + from.name() + ") into " + to.card() + " (" + to.name() + ")",
                Map.of("circuit", circuitId));
        tables.publish(circuitId);
        return CardView.of(to);
    }
}
