-- The mail sent to players, one row a mail, keyed by what it tells (a registration made, a change of the audit
-- trail): every instance of the service hears every change, and the first to insert the key is the one that sends.
CREATE TABLE mail_sent (
    mail_key  VARCHAR(100) PRIMARY KEY,
    sent_at   TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
);
