package org.tavolo.registration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tavolo.player.Player;
import org.tavolo.player.PlayerService;

/**
 * Finds the register's player a registration means, or adds one (docs/registration.md#matching): by membership card
 * first; else by name (ignoring case) and a contact that matches (the e-mail ignoring case, the phone by its digits);
 * else a new player, flagged as a namesake for the organizer when the register has someone of that name. A player is
 * never registered twice: the register's lock on the name is held until the transaction ends.
 */
@ApplicationScoped
class PlayerMatch {

    /** The fewest digits a phone number is compared by. */
    private static final int PHONE_DIGITS = 6;

    private final PlayerService players;

    PlayerMatch(PlayerService players) {
        this.players = players;
    }

    /** The player, and whether a new one was added beside a namesake whose contact did not match. */
    record Match(Player player, boolean namesake) {}

    @Transactional(Transactional.TxType.MANDATORY)
    Match find(NewRegistration r) {
        players.lockNames(List.of(r.name()));
        Optional<Player> byCard = byCard(r.givenCard());
        if (byCard.isPresent()) {
            return new Match(byCard.get(), false);
        }
        List<Player> sameName = Player.findByName(r.name());
        Optional<Player> byContact =
                sameName.stream().filter(p -> sameContact(p, r)).findFirst();
        if (byContact.isPresent()) {
            return new Match(byContact.get(), false);
        }
        String contact = r.givenEmail() != null ? r.givenEmail() : r.givenPhone();
        Player added = Player.findByNameAndNickname(r.name(), r.givenNickname()).isEmpty()
                ? players.register(r.name(), r.givenNickname(), contact, r.givenCard())
                : players.registerNamesake(r.name(), r.givenNickname(), contact);
        added.holdMembershipCard(r.givenCard());
        return new Match(added, !sameName.isEmpty());
    }

    private static Optional<Player> byCard(String card) {
        if (card == null) {
            return Optional.empty();
        }
        return Player.<Player>find("lower(membershipCard) = ?1 order by id", card.toLowerCase(Locale.ROOT))
                .firstResultOptional();
    }

    /** Whether the player's contact is the e-mail given (ignoring case) or the phone given (the same digits). */
    static boolean sameContact(Player player, NewRegistration r) {
        String contact = player.contact();
        if (contact == null) {
            return false;
        }
        String email = r.givenEmail();
        if (email != null && contact.strip().equalsIgnoreCase(email)) {
            return true;
        }
        String phone = digits(r.givenPhone());
        return phone.length() >= PHONE_DIGITS && phone.equals(digits(contact));
    }

    private static String digits(String text) {
        return text == null ? "" : text.replaceAll("[^0-9]", "");
    }
}
