CREATE SEQUENCE "public"."inventory_availability_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "availability_version" bigint DEFAULT nextval('inventory_availability_version_seq') NOT NULL;--> statement-breakpoint
-- Every other update of an inventory row (its stock above all) takes the next version too, so a
-- cached availability answer of its location is no longer reused.
CREATE FUNCTION "inventory_next_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.availability_version = OLD.availability_version THEN
    NEW.availability_version := nextval('inventory_availability_version_seq');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_availability_version" BEFORE UPDATE ON "inventory" FOR EACH ROW EXECUTE FUNCTION "inventory_next_availability_version"();--> statement-breakpoint
-- The inventory rows of these items (locations[i], gear_ids[i]) take the next version, in the
-- caller's transaction. They are locked in one order (location, gear id) so that two statements
-- never wait on each other crosswise; writers that take units hold these locks already (they
-- lock the stock before counting).
CREATE FUNCTION "inventory_bump_availability"(locations text[], gear_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM inventory i
    JOIN unnest(locations, gear_ids) AS c(location_code, gear_id)
      ON c.location_code = i.location_code AND c.gear_id = i.gear_id
    ORDER BY i.location_code, i.gear_id
    FOR UPDATE OF i;
  UPDATE inventory i SET availability_version = nextval('inventory_availability_version_seq')
    FROM unnest(locations, gear_ids) AS c(location_code, gear_id)
    WHERE c.location_code = i.location_code AND c.gear_id = i.gear_id;
END
$$;--> statement-breakpoint
-- Every statement that inserts, changes or deletes reservations bumps their items' rows.
CREATE FUNCTION "reservations_bump_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM inventory_bump_availability(array_agg(location_code), array_agg(gear_id))
      FROM (SELECT DISTINCT location_code, gear_id FROM changed_new) c;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM inventory_bump_availability(array_agg(location_code), array_agg(gear_id))
      FROM (SELECT location_code, gear_id FROM changed_old
        UNION SELECT location_code, gear_id FROM changed_new) c;
  ELSE
    PERFORM inventory_bump_availability(array_agg(location_code), array_agg(gear_id))
      FROM (SELECT DISTINCT location_code, gear_id FROM changed_old) c;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_availability_inserted" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "reservations_bump_availability"();--> statement-breakpoint
CREATE TRIGGER "reservations_availability_updated" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "reservations_bump_availability"();--> statement-breakpoint
CREATE TRIGGER "reservations_availability_deleted" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "reservations_bump_availability"();--> statement-breakpoint
CREATE FUNCTION "reservations_bump_all_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inventory SET availability_version = nextval('inventory_availability_version_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_availability_truncated" AFTER TRUNCATE ON "reservations" FOR EACH STATEMENT EXECUTE FUNCTION "reservations_bump_all_availability"();--> statement-breakpoint
-- A turnaround set, added or removed, and a gear item moved to another category, change what
-- its reservations would keep from now on: its inventory rows take the next version.
CREATE FUNCTION "gear_categories_bump_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inventory SET availability_version = nextval('inventory_availability_version_seq')
    WHERE gear_id IN (SELECT id FROM gear WHERE category IN (
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.category END,
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.category END));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gear_categories_availability" AFTER INSERT OR UPDATE OR DELETE ON "gear_categories" FOR EACH ROW EXECUTE FUNCTION "gear_categories_bump_availability"();--> statement-breakpoint
CREATE FUNCTION "gear_bump_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.category IS DISTINCT FROM OLD.category THEN
    UPDATE inventory SET availability_version = nextval('inventory_availability_version_seq') WHERE gear_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gear_availability" AFTER UPDATE ON "gear" FOR EACH ROW EXECUTE FUNCTION "gear_bump_availability"();
