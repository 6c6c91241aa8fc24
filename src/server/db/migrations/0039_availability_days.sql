CREATE TABLE "availability_days" (
	"location_code" text NOT NULL,
	"gear_id" uuid NOT NULL,
	"day" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "availability_days_location_code_gear_id_day_pk" PRIMARY KEY("location_code","gear_id","day")
);
--> statement-breakpoint
CREATE INDEX "reservations_live_period_idx" ON "reservations" USING gist (daterange("start_date", "end_date")) WHERE "reservations"."status" = 'held' or ("reservations"."status" = 'confirmed' and "reservations"."end_date" is null);--> statement-breakpoint
-- The rows availability_days holds, worked out from the reservations: the backfill below, and
-- the check that the triggers kept them (tests; docs/performance.md).
CREATE FUNCTION "availability_days_recomputed"() RETURNS TABLE(location_code text, gear_id uuid, day date, units integer) LANGUAGE sql STABLE AS $$
  SELECT r.location_code, r.gear_id, d::date, sum(r.quantity)::int
  FROM reservations r, generate_series(r.start_date, r.end_date - 1, interval '1 day') d
  WHERE r.status = 'confirmed' AND r.end_date IS NOT NULL
  GROUP BY 1, 2, 3
$$;--> statement-breakpoint
-- Adds units[i] (negative: takes them away) to every day of [starts[i], ends[i]) of the item
-- gear_ids[i] at locations[i]. Rows are written in one order (location, item, day), after the
-- statement's inventory rows were locked by the availability version's trigger, so two writers
-- never wait on each other crosswise.
CREATE FUNCTION "availability_days_add"(locations text[], gear_ids uuid[], starts date[], ends date[], units integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO availability_days AS a (location_code, gear_id, day, units)
  SELECT c.location_code, c.gear_id, d::date, sum(c.units)::int
  FROM unnest(locations, gear_ids, starts, ends, units) AS c(location_code, gear_id, start_date, end_date, units),
    generate_series(c.start_date, c.end_date - 1, interval '1 day') d
  GROUP BY 1, 2, 3
  HAVING sum(c.units) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (location_code, gear_id, day) DO UPDATE SET units = a.units + excluded.units
$$;--> statement-breakpoint
-- Every statement that inserts, changes or deletes reservations moves the counts of the
-- confirmed ones with an end, before and after. Named after reservations_availability_*, so
-- it fires after them (statement triggers fire in name order).
CREATE FUNCTION "reservations_count_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM availability_days_add(array_agg(location_code), array_agg(gear_id),
      array_agg(start_date), array_agg(end_date), array_agg(quantity))
    FROM changed_new WHERE status = 'confirmed' AND end_date IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM availability_days_add(array_agg(location_code), array_agg(gear_id),
      array_agg(start_date), array_agg(end_date), array_agg(quantity))
    FROM (
      SELECT location_code, gear_id, start_date, end_date, -quantity AS quantity
      FROM changed_old WHERE status = 'confirmed' AND end_date IS NOT NULL
      UNION ALL
      SELECT location_code, gear_id, start_date, end_date, quantity
      FROM changed_new WHERE status = 'confirmed' AND end_date IS NOT NULL
    ) c;
  ELSE
    PERFORM availability_days_add(array_agg(location_code), array_agg(gear_id),
      array_agg(start_date), array_agg(end_date), array_agg(-quantity))
    FROM changed_old WHERE status = 'confirmed' AND end_date IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_days_inserted" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "reservations_count_days"();--> statement-breakpoint
CREATE TRIGGER "reservations_days_updated" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "reservations_count_days"();--> statement-breakpoint
CREATE TRIGGER "reservations_days_deleted" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "reservations_count_days"();--> statement-breakpoint
CREATE FUNCTION "availability_days_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM availability_days;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_days_truncated" AFTER TRUNCATE ON "reservations" FOR EACH STATEMENT EXECUTE FUNCTION "availability_days_emptied"();--> statement-breakpoint
INSERT INTO availability_days SELECT * FROM availability_days_recomputed();
