-- What the organizer tells the room: shown along the bottom of the TV clock. Kept so that a screen
-- that reconnects, or opens late, still shows the recent ones.
CREATE TABLE announcement (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT NOT NULL REFERENCES tournament (id),
    text          VARCHAR(280) NOT NULL,
    made_by       VARCHAR(200) NOT NULL,
    made_at       TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE INDEX announcement_tournament_idx ON announcement (tournament_id, id);
