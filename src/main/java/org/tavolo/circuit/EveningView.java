package org.tavolo.circuit;

import java.time.LocalDate;
import org.tavolo.tournament.TournamentFormat;

/** An evening registered in a circuit. */
public record EveningView(long id, String club, LocalDate date, TournamentFormat format) {}
