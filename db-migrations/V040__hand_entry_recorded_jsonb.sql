-- A hand entry keeps what was entered and what it did in one jsonb document, read and written as
-- the hand feature's own stored record: {"request": {...}, "answer": {...}}. Existing rows carry
-- their entered request and stored answer over unchanged.
ALTER TABLE hand_entry ADD COLUMN recorded JSONB;

UPDATE hand_entry
   SET recorded = jsonb_build_object('request', request_json::jsonb, 'answer', answer_json::jsonb);

ALTER TABLE hand_entry ALTER COLUMN recorded SET NOT NULL;

ALTER TABLE hand_entry DROP COLUMN request_json, DROP COLUMN answer_json;
