-- A change of a tournament is announced on the channel tavolo_audit by the database itself when
-- its audit line is inserted (docs/architecture.md): pg_notify in the inserting transaction is
-- delivered on commit and never for a change rolled back, and the service saves a round trip per
-- change. The payload is {"id": …, "tournamentId": …, "action": "…"}, the action reduced to
-- a-z, 0-9 and '-'.
CREATE FUNCTION audit_event_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('tavolo_audit', json_build_object(
        'id', NEW.id,
        'tournamentId', NEW.tournament_id,
        'action', regexp_replace(NEW.action, '[^a-z0-9-]', '', 'g'))::text);
    RETURN NULL;
END
$$;

CREATE TRIGGER audit_event_announced
    AFTER INSERT ON audit_event
    FOR EACH ROW
    WHEN (NEW.tournament_id IS NOT NULL)
    EXECUTE FUNCTION audit_event_announce();
