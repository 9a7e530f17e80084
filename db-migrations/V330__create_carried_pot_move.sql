-- The pot a table carries from one hand to the next (docs/rules.md#parol): the pot of a hand in which
-- every player passed the word after the draw (PAROL), and chips paid to the pot as penalties (PENALTY).
-- Lines are only ever added; a table's carried pot is the sum of its lines, so that stacks plus carried
-- pots add up to the chips in play. A void adds the reversal of the lines of the hand or penalty voided.
CREATE TABLE carried_pot_move (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT       NOT NULL REFERENCES tournament (id),
    game_no       INT          NOT NULL CHECK (game_no >= 1),
    table_no      INT          NOT NULL CHECK (table_no >= 1),
    kind          VARCHAR(20)  NOT NULL CHECK (kind IN ('PAROL', 'PENALTY')),
    delta         BIGINT       NOT NULL,
    hand_id       BIGINT       REFERENCES hand_entry (id) DEFERRABLE INITIALLY DEFERRED,
    penalty_id    BIGINT       REFERENCES penalty (id) DEFERRABLE INITIALLY DEFERRED,
    reversal      BOOLEAN      NOT NULL DEFAULT FALSE,
    recorded_by   VARCHAR(200) NOT NULL,
    recorded_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT carried_pot_move_cause CHECK ((hand_id IS NULL) <> (penalty_id IS NULL))
);

CREATE INDEX carried_pot_move_table ON carried_pot_move (tournament_id, game_no, table_no);
CREATE INDEX carried_pot_move_hand ON carried_pot_move (hand_id) WHERE hand_id IS NOT NULL;
CREATE INDEX carried_pot_move_penalty ON carried_pot_move (penalty_id) WHERE penalty_id IS NOT NULL;
