-- A round's next round, made once from its qualifiers: a second request for the same round is
-- refused naming the first (409 next-round-exists). Deleting the next round (allowed before it is
-- played) deletes the link, so the round's next round can then be made again.
CREATE TABLE next_round (
    id                 BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id      BIGINT NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    round_no           INTEGER NOT NULL CHECK (round_no > 0),
    next_tournament_id BIGINT NOT NULL UNIQUE REFERENCES tournament (id) ON DELETE CASCADE,
    created_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT next_round_once UNIQUE (tournament_id, round_no)
);
