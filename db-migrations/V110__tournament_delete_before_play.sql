-- A tournament nothing has been played in (no seat draw yet) may be deleted: what it holds before
-- the draw (entries, clock, points scheme, director accesses, announcements) goes with it; its
-- audit events stay, detached, beside the event that records the deletion.
ALTER TABLE entry DROP CONSTRAINT entry_tournament_id_fkey,
    ADD CONSTRAINT entry_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE CASCADE;
ALTER TABLE tournament_clock DROP CONSTRAINT tournament_clock_tournament_id_fkey,
    ADD CONSTRAINT tournament_clock_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE CASCADE;
ALTER TABLE league_scheme DROP CONSTRAINT league_scheme_tournament_id_fkey,
    ADD CONSTRAINT league_scheme_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE CASCADE;
ALTER TABLE director_access DROP CONSTRAINT director_access_tournament_id_fkey,
    ADD CONSTRAINT director_access_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE CASCADE;
ALTER TABLE announcement DROP CONSTRAINT announcement_tournament_id_fkey,
    ADD CONSTRAINT announcement_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE CASCADE;
ALTER TABLE audit_event DROP CONSTRAINT audit_event_tournament_id_fkey,
    ADD CONSTRAINT audit_event_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE SET NULL;
