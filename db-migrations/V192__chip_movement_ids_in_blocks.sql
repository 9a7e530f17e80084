-- The service takes chip ledger ids fifty at a time from a sequence of their own, so that the
-- lines of one hand are inserted together in one round trip (docs/performance.md#load). Each
-- value the sequence gives is the last id of a block of fifty (Hibernate's pooled ids), so it
-- starts fifty past the highest id already used. A row inserted without an id still gets one.
ALTER TABLE chip_movement ALTER COLUMN id DROP IDENTITY;

CREATE SEQUENCE chip_movement_id_seq INCREMENT BY 50 OWNED BY chip_movement.id;

SELECT setval('chip_movement_id_seq', coalesce(max(id), 0) + 50, false) FROM chip_movement;

ALTER TABLE chip_movement ALTER COLUMN id SET DEFAULT nextval('chip_movement_id_seq');
