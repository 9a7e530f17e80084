-- Each entry's net change of chips in a game, kept by the database as the sum of its ledger lines
-- (docs/results.md#stacks): a stack is the game's starting stack plus this sum, read in one row
-- instead of summing every line of the entry at every hand. The ledger (chip_movement) stays
-- the record; this table is derived from it by the trigger below, in the same transaction as
-- each line, and can be recomputed from it at any time:
--   select tournament_id, game_no, entry_id, sum(delta) from chip_movement group by 1, 2, 3
CREATE TABLE chip_ledger_net (
    tournament_id BIGINT NOT NULL,
    game_no       INT    NOT NULL,
    entry_id      BIGINT NOT NULL,
    net           BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, game_no, entry_id)
);

INSERT INTO chip_ledger_net (tournament_id, game_no, entry_id, net)
SELECT tournament_id, game_no, entry_id, sum(delta)
  FROM chip_movement
 GROUP BY tournament_id, game_no, entry_id;

CREATE FUNCTION chip_ledger_net_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE chip_ledger_net SET net = net - OLD.delta
         WHERE tournament_id = OLD.tournament_id AND game_no = OLD.game_no AND entry_id = OLD.entry_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO chip_ledger_net AS n (tournament_id, game_no, entry_id, net)
        VALUES (NEW.tournament_id, NEW.game_no, NEW.entry_id, NEW.delta)
        ON CONFLICT (tournament_id, game_no, entry_id) DO UPDATE SET net = n.net + EXCLUDED.net;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER chip_ledger_net_followed
    AFTER INSERT OR UPDATE OR DELETE ON chip_movement
    FOR EACH ROW
    EXECUTE FUNCTION chip_ledger_net_follow();
