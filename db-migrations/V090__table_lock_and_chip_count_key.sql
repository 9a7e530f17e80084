-- One row per table and game. Every change of a table's chips (a hand, a chip count, a void, a
-- ruling, a table result or its correction) takes this row's lock first, before it reads stacks
-- or the hand number, so the changes at one table are settled one after another, each against the
-- stacks the previous one left. changes counts the changes made under it.
CREATE TABLE table_lock (
    tournament_id BIGINT NOT NULL REFERENCES tournament (id),
    game_no       INT    NOT NULL CHECK (game_no >= 1),
    table_no      INT    NOT NULL CHECK (table_no >= 1),
    changes       BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, game_no, table_no)
);

-- Chip counts sent with an idempotency key (countId): the answer is stored, and a resend of the
-- same key, also one sent while the first is still being recorded, gets that answer again.
CREATE TABLE chip_count (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT       NOT NULL REFERENCES tournament (id),
    game_no       INT          NOT NULL CHECK (game_no >= 1),
    table_no      INT          NOT NULL CHECK (table_no >= 1),
    count_key     VARCHAR(64)  NOT NULL,
    request       JSONB        NOT NULL,
    answer        JSONB        NOT NULL,
    recorded_by   VARCHAR(100) NOT NULL,
    recorded_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT chip_count_key_once UNIQUE (tournament_id, count_key)
);
