package org.tavolo.standing;

/** Who an entry is, as the standings name it: the player's name and nickname (absent when none). */
record PlayerName(String name, String nickname) {}
