-- Hands entered by table directors. The client's entryId makes a retry harmless: the first answer
-- is stored and returned again. hand_no counts the hands of one game at one table; two directors
-- entering the same hand number at once collide on the unique key and one of them gets 409.
CREATE TABLE hand_entry (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT       NOT NULL REFERENCES tournament (id),
    game_no       INT          NOT NULL CHECK (game_no >= 1),
    table_no      INT          NOT NULL CHECK (table_no >= 1),
    hand_no       INT          NOT NULL CHECK (hand_no >= 1),
    entry_key     VARCHAR(64)  NOT NULL,
    request_json  TEXT         NOT NULL,
    answer_json   TEXT         NOT NULL,
    status        VARCHAR(20)  NOT NULL CHECK (status IN ('SETTLED', 'PENDING_RULING', 'VOID')),
    held_chips    BIGINT       NOT NULL DEFAULT 0 CHECK (held_chips >= 0),
    recorded_by   VARCHAR(100) NOT NULL,
    recorded_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    voided_by     VARCHAR(100),
    voided_at     TIMESTAMP WITH TIME ZONE,
    void_reason   VARCHAR(500),
    version       BIGINT       NOT NULL DEFAULT 0,
    CONSTRAINT hand_entry_key_once UNIQUE (tournament_id, entry_key),
    CONSTRAINT hand_entry_number_once UNIQUE (tournament_id, game_no, table_no, hand_no)
);

-- The chip ledger: every change of a stack, never updated or deleted. A stack is the starting
-- stack of the game plus the sum of its movements; a voided hand is undone by reversing rows.
CREATE TABLE chip_movement (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id  BIGINT       NOT NULL REFERENCES tournament (id),
    game_no        INT          NOT NULL CHECK (game_no >= 1),
    table_no       INT          NOT NULL CHECK (table_no >= 1),
    entry_id       BIGINT       NOT NULL REFERENCES entry (id),
    kind           VARCHAR(20)  NOT NULL CHECK (kind IN ('HAND', 'COUNT', 'RULING', 'VOID')),
    delta          BIGINT       NOT NULL,
    hand_id        BIGINT REFERENCES hand_entry (id),
    reason         VARCHAR(500),
    changes_total  BOOLEAN      NOT NULL,
    recorded_by    VARCHAR(100) NOT NULL,
    recorded_at    TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE INDEX chip_movement_stack_idx ON chip_movement (tournament_id, game_no, entry_id);

-- Players who ran out of chips in a game: in which hand (ordering key: the hand entry's id, so
-- hands at different tables compare too) and with how many chips that hand began.
CREATE TABLE game_elimination (
    id                     BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id          BIGINT NOT NULL REFERENCES tournament (id),
    game_no                INT    NOT NULL CHECK (game_no >= 1),
    table_no               INT    NOT NULL CHECK (table_no >= 1),
    entry_id               BIGINT NOT NULL REFERENCES entry (id),
    hand_id                BIGINT REFERENCES hand_entry (id),
    sequence               BIGINT NOT NULL,
    chips_at_start_of_hand BIGINT NOT NULL CHECK (chips_at_start_of_hand > 0),
    CONSTRAINT game_elimination_once UNIQUE (tournament_id, game_no, entry_id)
);

-- Orders eliminations across tables: one value per hand or chip count that put players out.
CREATE SEQUENCE elimination_sequence;
