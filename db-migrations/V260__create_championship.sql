-- A championship (campionato) groups a club's tournaments for a season (docs/championships.md):
-- SEASON, independent evenings whose points add up to a season table; or STAGES, the rounds of an
-- Italian tournament, each stage's qualifiers entered into the next, ending in a final.
-- points_by_place scores, by finishing place, evenings that have no points of their own (a
-- Hold'em evening without a league scheme): a JSON array of decimals, best place first.
CREATE TABLE championship (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name            VARCHAR(200) NOT NULL,
    season          VARCHAR(50)  NOT NULL,
    kind            VARCHAR(10)  NOT NULL CHECK (kind IN ('SEASON', 'STAGES')),
    best_of         INTEGER CHECK (best_of IS NULL OR best_of >= 1),
    points_by_place JSONB,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    version         BIGINT NOT NULL DEFAULT 0
);

-- The championship's tournaments, in the order they were attached. A tournament belongs to at most
-- one championship; deleting it (allowed before play) takes it out of its championship.
CREATE TABLE championship_evening (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    championship_id BIGINT  NOT NULL REFERENCES championship (id) ON DELETE CASCADE,
    tournament_id   BIGINT  NOT NULL UNIQUE REFERENCES tournament (id) ON DELETE CASCADE,
    position        INTEGER NOT NULL CHECK (position >= 1),
    final_stage     BOOLEAN NOT NULL DEFAULT FALSE,
    attached_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT championship_evening_position UNIQUE (championship_id, position)
);

-- At most one final per championship.
CREATE UNIQUE INDEX championship_one_final ON championship_evening (championship_id) WHERE final_stage;
