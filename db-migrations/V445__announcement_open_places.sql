-- An announcement of a round's qualifiers at a tied cut keeps the places still open and the names of the
-- players tied for them ({"first": 2, "last": 3, "tied": [...]}), so that each screen says it in its own
-- language ("Ancora da decidere 2 posti…" / "Still to be decided: 2 places…"). Any other announcement has none.
ALTER TABLE announcement ADD COLUMN open_places JSONB;
