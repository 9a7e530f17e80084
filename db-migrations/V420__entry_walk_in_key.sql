-- The idempotency key of the console's walk-in form (register a new player and enter them): a
-- double tap or a resent form finds the entry its key made and answers it, instead of registering
-- the player twice. Entries made any other way have none.
ALTER TABLE entry ADD COLUMN walk_in_key VARCHAR(64);
ALTER TABLE entry ADD CONSTRAINT entry_walk_in_key_once UNIQUE (tournament_id, walk_in_key);
