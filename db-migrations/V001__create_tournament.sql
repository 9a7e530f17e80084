-- A tournament: one club evening (or series) in one format.
CREATE TABLE tournament (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name        VARCHAR(200) NOT NULL,
    format      VARCHAR(20)  NOT NULL CHECK (format IN ('ITALIAN_DRAW', 'TEXAS_HOLDEM', 'CHINESE_POKER')),
    event_date  DATE         NOT NULL,
    venue       VARCHAR(200),
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    version     BIGINT       NOT NULL DEFAULT 0
);

CREATE INDEX tournament_event_date_idx ON tournament (event_date DESC, id DESC);
