-- Sign-in state kept in the database, so that every instance decides alike and parallel requests
-- count as sequential ones do (docs/security.md#sessions).
--
-- credential_version: raised whenever an organizer's password changes or the account is disabled;
-- a session or a cached HTTP Basic check made under an older version has ended.
ALTER TABLE organizer ADD COLUMN credential_version BIGINT NOT NULL DEFAULT 0;

-- One row per sign-in at the form: the session cookie carries its id; signing out ends it.
CREATE TABLE sign_in_session (
    id                 VARCHAR(43)  PRIMARY KEY,
    organizer_id       BIGINT       REFERENCES organizer (id),
    director_access_id BIGINT       REFERENCES director_access (id),
    credential_version BIGINT       NOT NULL,
    started_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    ended_at           TIMESTAMP WITH TIME ZONE,
    CHECK ((organizer_id IS NULL) <> (director_access_id IS NULL))
);
CREATE INDEX sign_in_session_organizer_idx ON sign_in_session (organizer_id);
CREATE INDEX sign_in_session_director_access_idx ON sign_in_session (director_access_id);

-- An organizer's API tokens for scripts: only a SHA-256 hash of each is kept.
CREATE TABLE api_token (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    organizer_id BIGINT       NOT NULL REFERENCES organizer (id),
    label        VARCHAR(100) NOT NULL,
    token_hash   VARCHAR(64)  NOT NULL UNIQUE,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    revoked_at   TIMESTAMP WITH TIME ZONE
);
CREATE INDEX api_token_organizer_idx ON api_token (organizer_id, id);

-- Failed sign-ins per username (or director code) and per network address, for the slow-down.
CREATE TABLE sign_in_failure (
    key      VARCHAR(200) PRIMARY KEY,
    failures INT          NOT NULL CHECK (failures >= 0),
    last_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
