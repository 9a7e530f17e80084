-- A player's entry in a tournament: in play until eliminated with a finishing place.
CREATE TABLE entry (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id   BIGINT NOT NULL REFERENCES tournament (id),
    player_id       BIGINT NOT NULL REFERENCES player (id),
    status          VARCHAR(20) NOT NULL CHECK (status IN ('ACTIVE', 'ELIMINATED')),
    finishing_place INTEGER CHECK (finishing_place IS NULL OR finishing_place > 0),
    entered_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    eliminated_at   TIMESTAMP WITH TIME ZONE,
    late            BOOLEAN NOT NULL DEFAULT FALSE,
    version         BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT entry_once_per_tournament UNIQUE (tournament_id, player_id),
    CONSTRAINT entry_place_when_eliminated CHECK ((status = 'ELIMINATED') = (finishing_place IS NOT NULL))
);

CREATE INDEX entry_tournament_idx ON entry (tournament_id, id);
