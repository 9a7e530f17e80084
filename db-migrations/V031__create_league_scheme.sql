-- The Hold'em league scheme of a tournament: points by finishing place over the whole field
-- (RULES.md 5.2, optional). Points per table size live in the tournament's settings.
CREATE TABLE league_scheme (
    tournament_id BIGINT PRIMARY KEY REFERENCES tournament (id)
);

-- Points for each finishing place, in tenths of a point; places beyond the list score nothing.
CREATE TABLE league_scheme_place (
    tournament_id BIGINT NOT NULL REFERENCES league_scheme (tournament_id) ON DELETE CASCADE,
    place_index   INT    NOT NULL CHECK (place_index >= 0),
    points_tenths BIGINT NOT NULL CHECK (points_tenths >= 0),
    PRIMARY KEY (tournament_id, place_index)
);
