-- Every statement that changes inventory rows (and so every change of availability, which bumps
-- their availability_version) tells a session listening on "availability_changed" once its
-- transaction commits. Only a session that listens itself is told: the embedded PGlite, whose one
-- session is the whole process, keeps its availability answers without asking the database
-- again. PostgreSQL's pooled sessions never listen, so they send nothing (a notifying commit
-- would wait on every other one) and read the versions instead.
CREATE FUNCTION "inventory_notify_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF 'availability_changed' = ANY (ARRAY(SELECT pg_listening_channels())) THEN
    PERFORM pg_notify('availability_changed', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_availability_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventory" FOR EACH STATEMENT EXECUTE FUNCTION "inventory_notify_availability"();
