-- The club-wide player register.
CREATE TABLE player (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name        VARCHAR(200) NOT NULL,
    nickname    VARCHAR(100),
    contact     VARCHAR(200),
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    version     BIGINT NOT NULL DEFAULT 0
);

CREATE INDEX player_name_idx ON player (lower(name));
