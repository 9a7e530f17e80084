package org.tavolo.registration;

/**
 * The answer to a registration: its status, its place on the waiting list (null when it holds a place), and the
 * private page's token and address, given this once (only its hash is stored).
 */
public record Registered(long id, RegistrationStatus status, Integer waitingPosition, String token, String pageUrl) {}
