-- Tournament settings (rule-book defaults per format, JSON) and the moment of the first draw,
-- after which settings are frozen except clock levels not yet played.
ALTER TABLE tournament ADD COLUMN settings JSONB;
ALTER TABLE tournament ADD COLUMN drawn_at TIMESTAMP WITH TIME ZONE;
