-- An announcement of a round's qualifiers keeps their names, so that each screen says it in its own
-- language ("Qualificati al turno successivo: …" / "Through to the next round: …"); the text stays
-- as it was said, for the API. Any other announcement has none.
ALTER TABLE announcement ADD COLUMN qualifiers JSONB;
