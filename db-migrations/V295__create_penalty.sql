-- Penalties given at a table (docs/rules.md#penalties): chips a player pays to the pot, to each
-- other player or out of play, or a hand he sits out. Keyed by the client's entryId, so a resend
-- gets the stored answer; a void keeps the row and stores the answer of its reversal.
CREATE TABLE penalty (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT       NOT NULL REFERENCES tournament (id),
    game_no       INT          NOT NULL CHECK (game_no >= 1),
    table_no      INT          NOT NULL CHECK (table_no >= 1),
    penalty_key   VARCHAR(64)  NOT NULL,
    entry_id      BIGINT       NOT NULL REFERENCES entry (id),
    paid_to       VARCHAR(20)  NOT NULL CHECK (paid_to IN ('POT', 'PLAYERS', 'OUT_OF_PLAY', 'SKIP_HAND')),
    chips         BIGINT       NOT NULL CHECK (chips >= 0),
    request       JSONB        NOT NULL,
    answer        JSONB        NOT NULL,
    recorded_by   VARCHAR(200) NOT NULL,
    recorded_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    void_answer   JSONB,
    CONSTRAINT penalty_key_once UNIQUE (tournament_id, penalty_key)
);

-- A penalty's ledger lines are of their own kind.
ALTER TABLE chip_movement DROP CONSTRAINT chip_movement_kind_check;
ALTER TABLE chip_movement ADD CONSTRAINT chip_movement_kind_check
    CHECK (kind IN ('HAND', 'COUNT', 'RULING', 'VOID', 'PENALTY'));
