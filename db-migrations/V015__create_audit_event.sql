-- Who did what, when: every change made through the API.
CREATE TABLE audit_event (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT REFERENCES tournament (id),
    actor         VARCHAR(200) NOT NULL,
    action        VARCHAR(60) NOT NULL,
    detail        TEXT NOT NULL,
    occurred_at   TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE INDEX audit_event_tournament_idx ON audit_event (tournament_id, id);
