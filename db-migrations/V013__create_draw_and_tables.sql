-- Seat draws (one per game for Italian and Chinese poker, one for Hold'em), published with their
-- seed and algorithm so anyone can recompute them; the tables of each draw with their seats.
CREATE TABLE seat_draw (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT NOT NULL REFERENCES tournament (id),
    game_number   INTEGER NOT NULL CHECK (game_number > 0),
    seed          BIGINT,
    algorithm     VARCHAR(60) NOT NULL,
    entry_order   TEXT NOT NULL,
    table_plan    VARCHAR(2000) NOT NULL,
    drawn_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    drawn_by      VARCHAR(200) NOT NULL,
    CONSTRAINT seat_draw_once_per_game UNIQUE (tournament_id, game_number)
);

CREATE TABLE poker_table (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT NOT NULL REFERENCES tournament (id),
    draw_id       BIGINT NOT NULL REFERENCES seat_draw (id),
    number        INTEGER NOT NULL CHECK (number > 0),
    capacity      INTEGER NOT NULL CHECK (capacity > 0),
    button_seat   INTEGER,
    broken_at     TIMESTAMP WITH TIME ZONE,
    version       BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT poker_table_number_per_draw UNIQUE (draw_id, number)
);

CREATE TABLE seat (
    table_id    BIGINT NOT NULL REFERENCES poker_table (id),
    seat_number INTEGER NOT NULL CHECK (seat_number > 0),
    entry_id    BIGINT NOT NULL REFERENCES entry (id),
    PRIMARY KEY (table_id, seat_number)
);

CREATE INDEX seat_entry_idx ON seat (entry_id);

-- Every change of seat after a draw: who, from, to, why, when, by whom; undone moves are kept.
CREATE TABLE seat_move (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT NOT NULL REFERENCES tournament (id),
    draw_id       BIGINT NOT NULL REFERENCES seat_draw (id),
    batch         BIGINT NOT NULL,
    entry_id      BIGINT NOT NULL REFERENCES entry (id),
    from_table    INTEGER NOT NULL,
    from_seat     INTEGER NOT NULL,
    to_table      INTEGER NOT NULL,
    to_seat       INTEGER NOT NULL,
    reason        VARCHAR(20) NOT NULL CHECK (reason IN ('BALANCE', 'TABLE_BREAK', 'FINAL_TABLE', 'MANUAL')),
    seed          BIGINT,
    moved_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    moved_by      VARCHAR(200) NOT NULL,
    undone_at     TIMESTAMP WITH TIME ZONE
);

CREATE INDEX seat_move_tournament_idx ON seat_move (tournament_id, id);
