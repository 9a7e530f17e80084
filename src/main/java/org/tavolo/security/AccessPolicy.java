package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityPolicy;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Objects;

/**
 * The one place that decides who may call the API, the organizer pages, the console, the director's
 * pages and sign out (application.properties routes {@code /api/*}, {@code /organizer/*}, {@code
 * /console/*}, {@code /director/*} and {@code /logout} here):
 * {@link ApiRule} says who the path is for, and a director is held to the tournament, and the table,
 * of the access they signed in with; a change signed in by the session cookie must come from a page
 * of this server ({@link SameOrigin}); each way of signing in reaches only its own paths ({@link
 * CredentialScope}: an API token the API, the account pages a session only).
 */
@ApplicationScoped
public class AccessPolicy implements HttpSecurityPolicy {

    /**
     * Tells a browser to forget what it kept of this site's pages (docs/security.md#forgetting): its
     * HTTP cache, and the table pages the service worker keeps (sw.js forgets them when a kept page is
     * refused with this header, and on a sign-out or a password change). Sent to a session that has
     * ended, on signing out and on changing one's own password.
     */
    public static final String FORGET = "Clear-Site-Data";

    public static final String FORGET_CACHE = "\"cache\"";

    private final EntityManager em;

    AccessPolicy(EntityManager em) {
        this.em = em;
    }

    @Override
    public String name() {
        return "tavolo";
    }

    @Override
    public Uni<CheckResult> checkPermission(
            RoutingContext rc, Uni<SecurityIdentity> identity, AuthorizationRequestContext context) {
        ApiRule rule = ApiRule.of(rc.request().method().name(), rc.normalizedPath());
        if (rule.access() == ApiRule.Access.PUBLIC) {
            return CheckResult.permit();
        }
        return context.runBlocking(rc, identity, (r, who) -> {
            if (!SameOrigin.allows(r.request(), who)) {
                r.put(ApiRefusals.CROSS_ORIGIN, Boolean.TRUE);
                return CheckResult.DENY;
            }
            if (rule.access() == ApiRule.Access.FROM_THIS_SITE) {
                return CheckResult.PERMIT;
            }
            if (isEnded(who)) {
                r.response().headers().set(FORGET, FORGET_CACHE);
                return CheckResult.DENY;
            }
            return CredentialScope.admits(r.normalizedPath(), who) && allows(who, rule)
                    ? CheckResult.PERMIT
                    : CheckResult.DENY;
        });
    }

    /**
     * A session that has ended (signed out elsewhere, a password change, a revoked or expired access)
     * keeps its name but no role ({@link IdentityProviders}).
     */
    private static boolean isEnded(SecurityIdentity who) {
        return !who.isAnonymous() && who.getRoles().isEmpty();
    }

    private boolean allows(SecurityIdentity who, ApiRule rule) {
        if (who.isAnonymous()) {
            return false;
        }
        if (who.hasRole(Roles.ORGANIZER)) {
            return true;
        }
        return rule.access() == ApiRule.Access.DIRECTOR && who.hasRole(Roles.DIRECTOR) && inScope(who, rule);
    }

    private boolean inScope(SecurityIdentity director, ApiRule rule) {
        Long tournament = director.getAttribute(Roles.TOURNAMENT);
        if (tournament == null || !tournament.equals(rule.tournamentId())) {
            return false;
        }
        Integer table = director.getAttribute(Roles.TABLE);
        if (table == null) {
            return true;
        }
        if (rule.tableNo() != null) {
            return table.equals(rule.tableNo());
        }
        return rule.handId() == null
                || tableOfHand(tournament, rule.handId()).stream().allMatch(table::equals);
    }

    /** The table a hand was played at; empty for an unknown hand, which the resource then answers with 404. */
    @SuppressWarnings("unchecked")
    private List<Integer> tableOfHand(long tournament, long hand) {
        return QuarkusTransaction.requiringNew().call(() -> ((List<Number>)
                        em.createNativeQuery("select table_no from hand_entry where id = ?1 and tournament_id = ?2")
                                .setParameter(1, hand)
                                .setParameter(2, tournament)
                                .getResultList())
                .stream().filter(Objects::nonNull).map(Number::intValue).toList());
    }
}
