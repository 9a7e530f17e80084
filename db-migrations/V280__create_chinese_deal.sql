-- The deals of a Chinese poker match at a table, each stored as soon as the director confirms it
-- (docs/results.md#deal-by-deal): what was entered and how it scored, in one jsonb document
-- {"request": {...}, "answer": {...}}. The third deal records the match; its answer names the
-- result. A voided deal is kept for the audit trail; nothing is deleted.
CREATE TABLE chinese_deal (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT       NOT NULL REFERENCES tournament (id),
    round_no      INT          NOT NULL CHECK (round_no >= 1),
    game_no       INT          NOT NULL CHECK (game_no >= 1),
    table_no      INT          NOT NULL CHECK (table_no >= 1),
    deal_no       INT          NOT NULL CHECK (deal_no BETWEEN 1 AND 3),
    entry_key     VARCHAR(64)  NOT NULL,
    recorded      JSONB        NOT NULL,
    voided        BOOLEAN      NOT NULL DEFAULT FALSE,
    recorded_by   VARCHAR(200) NOT NULL,
    recorded_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    voided_by     VARCHAR(200),
    voided_at     TIMESTAMP WITH TIME ZONE,
    void_reason   VARCHAR(500),
    version       BIGINT       NOT NULL DEFAULT 0,
    CONSTRAINT chinese_deal_key_once UNIQUE (tournament_id, entry_key)
);

-- At most one standing deal of each number per match and table.
CREATE UNIQUE INDEX chinese_deal_standing_uq ON chinese_deal (tournament_id, round_no, game_no, table_no, deal_no)
    WHERE NOT voided;
