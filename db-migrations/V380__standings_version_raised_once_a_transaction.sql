-- The standings' counter (V200) is raised once by each transaction that changes a tournament's
-- standings, not once by each row it changes: the first deferred trigger of a transaction raises it,
-- the others find the row already written by this transaction and leave it (the row stays locked, so
-- commits are ordered as before). A transaction that writes many rows of one tournament (an archive of
-- 20,000 players) no longer updates one row tens of thousands of times at its commit, each update
-- walking a longer chain of the row's versions than the one before.
CREATE OR REPLACE FUNCTION raise_standings_version(tournament BIGINT) RETURNS VOID
    LANGUAGE sql AS $$
    INSERT INTO standings_version (tournament_id, version) VALUES (tournament, 1)
    ON CONFLICT (tournament_id) DO UPDATE SET version = standings_version.version + 1
        WHERE standings_version.xmin <> pg_current_xact_id()::xid;
$$;
