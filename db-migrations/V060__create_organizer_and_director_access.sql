-- Who may sign in. Organizers are club staff with a username and password; a director access is a
-- short code and PIN an organizer issues for one tournament, and for one table of it or all of them.
-- Passwords and PINs are kept only as bcrypt hashes.
CREATE TABLE organizer (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    username      VARCHAR(40)  NOT NULL UNIQUE,
    password_hash VARCHAR(100) NOT NULL,
    disabled      BOOLEAN      NOT NULL DEFAULT FALSE,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    version       BIGINT       NOT NULL DEFAULT 0
);

CREATE TABLE director_access (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id   BIGINT       NOT NULL REFERENCES tournament (id),
    table_no        INT          CHECK (table_no >= 1),
    code            VARCHAR(9)   NOT NULL UNIQUE,
    label           VARCHAR(100) NOT NULL,
    pin_hash        VARCHAR(100) NOT NULL,
    failed_attempts INT          NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
    locked          BOOLEAN      NOT NULL DEFAULT FALSE,
    expires_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    revoked_at      TIMESTAMP WITH TIME ZONE,
    issued_by       VARCHAR(40)  NOT NULL,
    issued_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    version         BIGINT       NOT NULL DEFAULT 0
);

CREATE INDEX director_access_tournament_idx ON director_access (tournament_id, id);
