-- A tournament's placement points (RULES.md 5.1): one scheme per table size, and for Hold'em an
-- optional league scheme over the whole field. Without a row the rule book's defaults apply
-- (4 players: 10/6/3/1, 5 players: 12/8/5/3/1; no league points).
CREATE TABLE points_scheme (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id  BIGINT      NOT NULL REFERENCES tournament (id),
    scope          VARCHAR(10) NOT NULL CHECK (scope IN ('TABLE', 'LEAGUE')),
    table_size     INT CHECK (table_size BETWEEN 2 AND 11),
    CHECK ((scope = 'TABLE') = (table_size IS NOT NULL))
);

CREATE UNIQUE INDEX points_scheme_table_uq ON points_scheme (tournament_id, table_size) WHERE scope = 'TABLE';
CREATE UNIQUE INDEX points_scheme_league_uq ON points_scheme (tournament_id) WHERE scope = 'LEAGUE';

-- Points for each place of a scheme, in tenths of a point.
CREATE TABLE points_scheme_place (
    scheme_id     BIGINT NOT NULL REFERENCES points_scheme (id) ON DELETE CASCADE,
    place_index   INT    NOT NULL CHECK (place_index >= 0),
    points_tenths BIGINT NOT NULL CHECK (points_tenths >= 0),
    PRIMARY KEY (scheme_id, place_index)
);
