-- The register holds each person once: name and nickname (ignoring case) identify a player.
-- A namesake the director registers on purpose gets the next homonym number (1, 2, ...).
ALTER TABLE player ADD COLUMN homonym INTEGER NOT NULL DEFAULT 0 CHECK (homonym >= 0);

UPDATE player p
   SET homonym = d.n - 1
  FROM (SELECT id,
               row_number() OVER (PARTITION BY lower(name), lower(coalesce(nickname, '')) ORDER BY id) AS n
          FROM player) d
 WHERE d.id = p.id
   AND d.n > 1;

CREATE UNIQUE INDEX player_identity_uq ON player (lower(name), lower(coalesce(nickname, '')), homonym);
