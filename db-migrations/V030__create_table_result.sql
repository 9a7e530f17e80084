-- Results of one game (Italian) or match (Chinese poker) at one table, as closed by its director.
-- A correction voids the current result and records a new one; nothing is deleted, so the audit
-- trail keeps who, when and what.
CREATE TABLE table_result (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id   BIGINT       NOT NULL REFERENCES tournament (id),
    round_no        INT          NOT NULL CHECK (round_no >= 1),
    game_no         INT          NOT NULL CHECK (game_no >= 1),
    table_no        INT          NOT NULL CHECK (table_no >= 1),
    kind            VARCHAR(20)  NOT NULL CHECK (kind IN ('ITALIAN_GAME', 'CHINESE_MATCH')),
    status          VARCHAR(10)  NOT NULL CHECK (status IN ('ACTIVE', 'VOID')),
    recorded_by     VARCHAR(100) NOT NULL,
    recorded_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    replaces_id     BIGINT REFERENCES table_result (id),
    voided_by       VARCHAR(100),
    voided_at       TIMESTAMP WITH TIME ZONE,
    void_reason     VARCHAR(500),
    version         BIGINT       NOT NULL DEFAULT 0
);

-- At most one standing result per game and table.
CREATE UNIQUE INDEX table_result_active_uq ON table_result (tournament_id, round_no, game_no, table_no)
    WHERE status = 'ACTIVE';
CREATE INDEX table_result_tournament_idx ON table_result (tournament_id, round_no);

-- A player's line in a table result: place (shared by sharedBy players), the points earned and the
-- chips (Italian) or victory points (Chinese poker) the place was decided on.
CREATE TABLE table_result_line (
    id                     BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    result_id              BIGINT  NOT NULL REFERENCES table_result (id),
    entry_id               BIGINT  NOT NULL,
    place                  INT     NOT NULL CHECK (place >= 1),
    shared_by              INT     NOT NULL CHECK (shared_by >= 1),
    points_units           BIGINT  NOT NULL CHECK (points_units >= 0),
    chips                  BIGINT  NOT NULL CHECK (chips >= 0),
    eliminated_in_hand     BIGINT,
    chips_at_start_of_hand BIGINT,
    UNIQUE (result_id, entry_id)
);

CREATE INDEX table_result_line_result_idx ON table_result_line (result_id);
