-- An announcement of a floor move keeps which move it says, so that a move is announced once however
-- often the floor board's button is pressed, and the clock's ticker, which runs a recent move by
-- itself, does not run an announced move a second time. Any other announcement has none.
ALTER TABLE announcement ADD COLUMN move_id BIGINT;
