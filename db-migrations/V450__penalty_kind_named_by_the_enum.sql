-- A penalty's kind (paid_to) is the name of a constant of penalty.PenaltyTo, the one list of kinds: the database
-- keeps no second list, so that a new kind needs no migration (docs/adding-a-feature.md#a-new-kind-of-penalty).
ALTER TABLE penalty DROP CONSTRAINT penalty_paid_to_check;
