-- A player's registration for a tournament before the night (docs/registration.md): its status, its place in the
-- waiting list (the order of the ids among those waiting), the hash of its private page's token (the token itself is
-- never stored), the contacts given, and the entry it became at check-in or at the draw.
CREATE TABLE registration (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id  BIGINT NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    player_id      BIGINT NOT NULL REFERENCES player (id),
    status         VARCHAR(20) NOT NULL
        CHECK (status IN ('REGISTERED', 'WAITING', 'CONFIRMED', 'CHECKED_IN', 'CANCELLED', 'NO_SHOW')),
    token_hash     VARCHAR(64) NOT NULL UNIQUE,
    email          VARCHAR(200),
    phone          VARCHAR(40),
    namesake       BOOLEAN NOT NULL DEFAULT FALSE,
    walk_in        BOOLEAN NOT NULL DEFAULT FALSE,
    registered_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    placed_at      TIMESTAMP WITH TIME ZONE,
    confirmed_at   TIMESTAMP WITH TIME ZONE,
    present_at     TIMESTAMP WITH TIME ZONE,
    ended_at       TIMESTAMP WITH TIME ZONE,
    ended_why      VARCHAR(30),
    entry_id       BIGINT REFERENCES entry (id) ON DELETE SET NULL,
    version        BIGINT NOT NULL DEFAULT 0
);

CREATE INDEX registration_tournament_idx ON registration (tournament_id, status, id);
CREATE INDEX registration_player_idx ON registration (player_id, id);

-- Public registrations accepted from one network address in the current window, to slow a script down.
CREATE TABLE registration_address (
    address        VARCHAR(100) PRIMARY KEY,
    window_start   TIMESTAMP WITH TIME ZONE NOT NULL,
    registrations  INTEGER NOT NULL
);
