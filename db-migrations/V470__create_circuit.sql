-- A circuit (docs/circuit.md): evenings at several clubs, each club running its own Tavolo, ranked
-- together on the one installation that acts as the circuit's hub. The hub never reads a club's
-- database: clubs send result files (circuit_submission), which the hub's organizer approves.
-- standings holds the standings and ratings computed at the last approval (JSON, as the API answers them).
CREATE TABLE circuit (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name          VARCHAR(200) NOT NULL,
    variant       VARCHAR(20)  NOT NULL CHECK (variant IN ('ITALIAN_DRAW', 'TEXAS_HOLDEM', 'CHINESE_POKER')),
    season        VARCHAR(50)  NOT NULL,
    best_evenings INTEGER      NOT NULL CHECK (best_evenings >= 1),
    qualifiers    INTEGER      NOT NULL CHECK (qualifiers >= 0),
    standings     TEXT,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL
);

-- A club of the circuit and the SHA-256 of its key (shown once when made, never stored in clear).
CREATE TABLE circuit_club (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    circuit_id BIGINT       NOT NULL REFERENCES circuit (id),
    name       VARCHAR(200) NOT NULL,
    key_hash   VARCHAR(64)  NOT NULL UNIQUE,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    revoked_at TIMESTAMP WITH TIME ZONE,
    CONSTRAINT circuit_club_name UNIQUE (circuit_id, name)
);

-- An evening registered ahead: which club plays it, when, in which format.
CREATE TABLE circuit_evening (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    circuit_id BIGINT      NOT NULL REFERENCES circuit (id),
    club_id    BIGINT      NOT NULL REFERENCES circuit_club (id),
    played_on  DATE        NOT NULL,
    format     VARCHAR(20) NOT NULL CHECK (format IN ('ITALIAN_DRAW', 'TEXAS_HOLDEM', 'CHINESE_POKER'))
);

-- The circuit's register of players: a card number each; provisional for a player first seen in a
-- result file; merged_into names the card a duplicate was merged into.
CREATE TABLE circuit_card (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    circuit_id  BIGINT       NOT NULL REFERENCES circuit (id),
    card        VARCHAR(40)  NOT NULL,
    name        VARCHAR(200) NOT NULL,
    nickname    VARCHAR(100),
    provisional BOOLEAN      NOT NULL,
    merged_into VARCHAR(40),
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT circuit_card_number UNIQUE (circuit_id, card)
);

-- A result file as a club sent it, never changed: the document with every player's card (canonical
-- JSON), the SHA-256 of the canonical document as sent (the receipt), its version for the evening;
-- approved_at once the hub's organizer approved it.
CREATE TABLE circuit_submission (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    circuit_id  BIGINT      NOT NULL REFERENCES circuit (id),
    evening_id  BIGINT      NOT NULL REFERENCES circuit_evening (id),
    club_id     BIGINT      NOT NULL REFERENCES circuit_club (id),
    version     INTEGER     NOT NULL CHECK (version >= 1),
    sha256      VARCHAR(64) NOT NULL,
    document    TEXT        NOT NULL,
    received_at TIMESTAMP WITH TIME ZONE NOT NULL,
    approved_at TIMESTAMP WITH TIME ZONE,
    approved_by VARCHAR(200),
    CONSTRAINT circuit_submission_version UNIQUE (evening_id, version),
    CONSTRAINT circuit_submission_receipt UNIQUE (evening_id, sha256)
);

-- The club side: where this club sends its evenings (one row at most): the hub's address, the circuit
-- there, the club's name in it and the key the hub gave (kept as given: the club sends it).
CREATE TABLE circuit_link (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    hub        VARCHAR(500) NOT NULL,
    circuit_id BIGINT       NOT NULL,
    club       VARCHAR(200) NOT NULL,
    club_key   VARCHAR(200) NOT NULL,
    changed_at TIMESTAMP WITH TIME ZONE NOT NULL
);
