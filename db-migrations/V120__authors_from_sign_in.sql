-- Who entered a hand, a count, a void, a ruling or a table result is the signed-in caller, named as
-- the audit trail names it: an organizer's username, or a director access's code and label
-- ("ABCD-EFGH (Table 3)"), which can be longer than the free text the requests used to carry.
ALTER TABLE hand_entry ALTER COLUMN recorded_by TYPE VARCHAR(200), ALTER COLUMN voided_by TYPE VARCHAR(200);
ALTER TABLE chip_movement ALTER COLUMN recorded_by TYPE VARCHAR(200);
ALTER TABLE chip_count ALTER COLUMN recorded_by TYPE VARCHAR(200);
ALTER TABLE table_result ALTER COLUMN recorded_by TYPE VARCHAR(200), ALTER COLUMN voided_by TYPE VARCHAR(200);

-- The requests no longer carry "by": the stored requests drop it too (the author stays in recorded_by).
UPDATE hand_entry SET recorded = recorded #- '{request,by}' WHERE recorded -> 'request' ? 'by';
UPDATE chip_count SET request = request - 'by' WHERE request ? 'by';
