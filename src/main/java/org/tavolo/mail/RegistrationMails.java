package org.tavolo.mail;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.jboss.logging.Logger;
import org.tavolo.audit.AuditEvent;
import org.tavolo.live.TournamentChanged;
import org.tavolo.registration.Registered;
import org.tavolo.registration.RegistrationService;
import org.tavolo.registration.RegistrationStatus;
import org.tavolo.registration.RegistrationView;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * What players are told by mail (docs/registration.md#e-mail), in the club's language: the private page's address
 * when they register from the form (the token is known only then), and every later change of their registration's
 * status as the audit trail announces it (promoted, confirmed, moved out, checked in, cancelled, a no-show).
 */
@ApplicationScoped
public class RegistrationMails {

    private static final Logger LOG = Logger.getLogger(RegistrationMails.class);
    private static final String LANGUAGE = "it";
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.ITALIAN);

    private final PlayerMail mail;
    private final RegistrationService registrations;
    private final TournamentService tournaments;

    RegistrationMails(PlayerMail mail, RegistrationService registrations, TournamentService tournaments) {
        this.mail = mail;
        this.registrations = registrations;
        this.tournaments = tournaments;
    }

    /** The first mail of a registration made from the form: its status and the page's whole address. */
    public void registered(long tournamentId, Registered made, String email, String pageAddress) {
        if (!mail.enabled()) {
            return;
        }
        TournamentView t = tournaments.view(tournamentId);
        String text = words().registered(t.name(), day(t), status(made.status(), made.waitingPosition()), pageAddress);
        mail.send("registration-" + made.id(), email, words().subject(t.name()), text);
    }

    /** A change of a registration announced on the audit trail's channel, told to its player. */
    void changed(@Observes TournamentChanged changed) {
        if (!mail.enabled()
                || !changed.action().startsWith("registration-")
                || changed.action().equals("registration-made")) {
            return;
        }
        try {
            QuarkusTransaction.requiringNew().run(() -> tell(changed));
        } catch (RuntimeException e) { // the other followers of the change are told all the same
            LOG.warnf("mail for change %d not sent: %s", changed.auditId(), e.getMessage());
        }
    }

    private void tell(TournamentChanged changed) {
        AuditEvent line = AuditEvent.findById(changed.auditId());
        if (line == null || !(line.facts().get("registration") instanceof Number id)) {
            return;
        }
        RegistrationView r = registrations.get(changed.tournamentId(), id.longValue());
        TournamentView t = tournaments.view(changed.tournamentId());
        String text = words().changed(t.name(), day(t), status(r.status(), r.waitingPosition()));
        mail.send("audit-" + changed.auditId(), r.email(), words().subject(t.name()), text);
    }

    private String status(RegistrationStatus status, Integer position) {
        String said = words().status(status);
        return position == null ? said : words().position(said, position);
    }

    private static String day(TournamentView t) {
        return t.date() == null ? "" : DAY.format(t.date());
    }

    private static MailWords words() {
        return MessageBundles.get(MailWords.class, Localized.Literal.of(LANGUAGE));
    }
}
