-- The organizer's commitment to the seed of a game's draw, published before the draw: the SHA-256
-- of "<seed>:<nonce>". The seed and nonce stay secret until that game is drawn, then anyone can
-- check the hash and recompute the draw (docs/seat-draw.md#commit-then-reveal).
CREATE TABLE seed_commitment (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id BIGINT NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    game_number   INTEGER NOT NULL CHECK (game_number > 0),
    seed          BIGINT NOT NULL CHECK (seed >= 0),
    nonce         VARCHAR(32) NOT NULL,
    commitment    VARCHAR(64) NOT NULL,
    committed_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    committed_by  VARCHAR(200) NOT NULL,
    CONSTRAINT seed_commitment_once_per_game UNIQUE (tournament_id, game_number)
);
