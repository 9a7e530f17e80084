-- A hand is inserted once, with its answer, at the end of its transaction (docs/performance.md#load):
-- its id is taken from a sequence of its own beside its hand number, and the ledger lines and
-- eliminations that name it, written before it, are checked against it at commit.
ALTER TABLE hand_entry ALTER COLUMN id DROP IDENTITY;

CREATE SEQUENCE hand_entry_id_seq OWNED BY hand_entry.id;

SELECT setval('hand_entry_id_seq', coalesce(max(id), 0) + 1, false) FROM hand_entry;

ALTER TABLE hand_entry ALTER COLUMN id SET DEFAULT nextval('hand_entry_id_seq');

ALTER TABLE chip_movement ALTER CONSTRAINT chip_movement_hand_id_fkey DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE game_elimination ALTER CONSTRAINT game_elimination_hand_id_fkey DEFERRABLE INITIALLY DEFERRED;
