-- The winner of a Hold'em tournament finishes first without being eliminated: status WINNER, place 1.
ALTER TABLE entry DROP CONSTRAINT entry_status_check;
ALTER TABLE entry ADD CONSTRAINT entry_status_check CHECK (status IN ('ACTIVE', 'ELIMINATED', 'WINNER'));
ALTER TABLE entry DROP CONSTRAINT entry_place_when_eliminated;
ALTER TABLE entry ADD CONSTRAINT entry_place_when_finished
    CHECK ((status IN ('ELIMINATED', 'WINNER')) = (finishing_place IS NOT NULL));
