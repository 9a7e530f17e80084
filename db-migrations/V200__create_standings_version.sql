-- A counter per tournament, raised by the database itself in the same transaction as every change
-- that can change its standings: a table result recorded, voided or corrected (table_result,
-- table_result_line), an entry added, removed or given to another player, a player renamed. The
-- service keeps the last standings it computed under the counter it read before computing them,
-- and serves them again only while the counter is still the same (org.tavolo.standing.LastStandings).
--
-- The triggers are deferred to the commit, so that closing tables at once wait for each other only
-- while committing; the row lock orders the counter as the commits are ordered. No foreign key:
-- the row of a tournament deleted before play stays behind, harmless, and a deletion's own
-- triggers (its entries go with it) never refuse it.
CREATE TABLE standings_version (
    tournament_id BIGINT PRIMARY KEY,
    version       BIGINT NOT NULL
);

CREATE FUNCTION raise_standings_version(tournament BIGINT) RETURNS VOID
    LANGUAGE sql AS $$
    INSERT INTO standings_version (tournament_id, version) VALUES (tournament, 1)
    ON CONFLICT (tournament_id) DO UPDATE SET version = standings_version.version + 1;
$$;

CREATE FUNCTION standings_changed_by_row() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM raise_standings_version(OLD.tournament_id);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.tournament_id <> OLD.tournament_id) THEN
        PERFORM raise_standings_version(NEW.tournament_id);
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION standings_changed_by_result_line() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    PERFORM raise_standings_version(r.tournament_id)
        FROM table_result r
        WHERE r.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.result_id ELSE NEW.result_id END,
                       CASE WHEN TG_OP = 'INSERT' THEN NEW.result_id ELSE OLD.result_id END);
    RETURN NULL;
END;
$$;

-- Every tournament the player is entered in, in the order of their ids (two renames lock the same
-- rows in the same order).
CREATE FUNCTION standings_changed_by_player() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
DECLARE
    tournament BIGINT;
BEGIN
    FOR tournament IN SELECT DISTINCT e.tournament_id FROM entry e WHERE e.player_id = NEW.id ORDER BY 1 LOOP
        PERFORM raise_standings_version(tournament);
    END LOOP;
    RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER table_result_changes_standings
    AFTER INSERT OR UPDATE OR DELETE ON table_result
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION standings_changed_by_row();

CREATE CONSTRAINT TRIGGER table_result_line_changes_standings
    AFTER INSERT OR UPDATE OR DELETE ON table_result_line
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION standings_changed_by_result_line();

CREATE CONSTRAINT TRIGGER entry_changes_standings
    AFTER INSERT OR DELETE OR UPDATE OF player_id, tournament_id ON entry
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION standings_changed_by_row();

CREATE CONSTRAINT TRIGGER player_name_changes_standings
    AFTER UPDATE OF name, nickname ON player
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.nickname IS DISTINCT FROM NEW.nickname)
    EXECUTE FUNCTION standings_changed_by_player();
