-- The tournament clock as timestamps; everything shown is computed from these at read time.
CREATE TABLE tournament_clock (
    tournament_id        BIGINT PRIMARY KEY REFERENCES tournament (id),
    started_at           TIMESTAMP WITH TIME ZONE,
    anchor_index         INTEGER NOT NULL DEFAULT 0,
    anchor_start         TIMESTAMP WITH TIME ZONE,
    anchor_extra_seconds BIGINT NOT NULL DEFAULT 0,
    paused_at            TIMESTAMP WITH TIME ZONE,
    version              BIGINT NOT NULL DEFAULT 0
);
