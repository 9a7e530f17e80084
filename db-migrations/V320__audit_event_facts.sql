-- The facts of a change (who, which table, which seat, which game) as structured values beside its
-- English sentence, so that the pages can say the change in the reader's language. Older lines
-- have none and are shown with their sentence.
ALTER TABLE audit_event ADD COLUMN facts JSONB;
