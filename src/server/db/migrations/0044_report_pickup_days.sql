CREATE TABLE "report_pickup_totals" (
	"location_code" text NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"expired_unpaid" boolean NOT NULL,
	"lead_days" integer NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"priced_bookings" integer DEFAULT 0 NOT NULL,
	"rental_kept_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_pickup_totals_pk" PRIMARY KEY("location_code","day","outcome","expired_unpaid","lead_days")
);
--> statement-breakpoint
CREATE TABLE "report_pickups" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"location_code" text NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"expired_unpaid" boolean NOT NULL,
	"lead_days" integer NOT NULL,
	"priced" boolean NOT NULL,
	"rental_kept_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each booking at a location by its pickup day: what became of it (as the outcomes report
-- classes it), whether it expired unpaid, the days between the day it was made and its pickup
-- (-1 to 60), and, with a deposit record, the rental it keeps as the ledger counts it and what
-- was refunded (`bookingMoneySql`'s figures, as `ledger_booking_checks` reads them).
CREATE VIEW "report_booking_pickups" AS
  SELECT b.id AS booking_id, b.pickup_location_code AS location_code, b.start_date AS day,
         CASE WHEN b.status IN ('confirmed', 'completed') THEN 'kept'
              WHEN b.cancellation_reason = 'staff' THEN 'cancelled_by_staff'
              WHEN b.cancellation_reason = 'no_show' THEN 'no_show'
              WHEN b.cancellation_reason = 'payment_expired' THEN 'payment_expired'
              ELSE 'cancelled_by_family' END AS outcome,
         coalesce(b.cancellation_reason, '') = 'payment_expired' AS expired_unpaid,
         least(greatest(b.start_date - (b.created_at AT TIME ZONE loc.time_zone)::date, -1), 60)
           AS lead_days,
         c.booking_id IS NOT NULL AS priced,
         coalesce(c.rental_kept_cents, 0) AS rental_kept_cents,
         (CASE WHEN c.booking_id IS NULL THEN 0 ELSE coalesce(sums.refunded_cents, 0) END)::int
           AS refunded_cents
  FROM "bookings" b
  JOIN "pickup_locations" loc ON loc.code = b.pickup_location_code
  LEFT JOIN "ledger_booking_checks" c ON c.booking_id = b.id
  LEFT JOIN "booking_money" sums ON sums.booking_id = b.id;--> statement-breakpoint
CREATE VIEW "report_pickup_totals_recomputed" AS
  SELECT location_code, day, outcome, expired_unpaid, lead_days, count(*)::int AS bookings,
         count(*) FILTER (WHERE priced)::int AS priced_bookings,
         sum(rental_kept_cents)::bigint AS rental_kept_cents,
         sum(refunded_cents)::bigint AS refunded_cents
  FROM "report_pickups"
  GROUP BY location_code, day, outcome, expired_unpaid, lead_days;--> statement-breakpoint
CREATE FUNCTION "report_pickups_add"(booking uuid, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The booking's figures added to its day's (sign 1) or taken away (sign -1).
  INSERT INTO "report_pickup_totals" AS t ("location_code", "day", "outcome", "expired_unpaid",
    "lead_days", "bookings", "priced_bookings", "rental_kept_cents", "refunded_cents")
  SELECT p.location_code, p.day, p.outcome, p.expired_unpaid, p.lead_days, sign,
         sign * p.priced::int, sign * p.rental_kept_cents, sign * p.refunded_cents
  FROM "report_pickups" p WHERE p.booking_id = booking
  ON CONFLICT ("location_code", "day", "outcome", "expired_unpaid", "lead_days") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings",
    "priced_bookings" = t."priced_bookings" + excluded."priced_bookings",
    "rental_kept_cents" = t."rental_kept_cents" + excluded."rental_kept_cents",
    "refunded_cents" = t."refunded_cents" + excluded."refunded_cents";
  IF sign < 0 THEN
    DELETE FROM "report_pickup_totals" t USING "report_pickups" p
    WHERE p.booking_id = booking AND t.location_code = p.location_code AND t.day = p.day
      AND t.outcome = p.outcome AND t.expired_unpaid = p.expired_unpaid
      AND t.lead_days = p.lead_days AND t.bookings = 0;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "report_pickups_refresh"(booking uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_row "report_pickups";
  old_row "report_pickups";
BEGIN
  IF booking IS NULL THEN
    RETURN;
  END IF;
  -- One refresh of a booking at a time; what it reads next includes what the one before it
  -- committed.
  PERFORM pg_advisory_xact_lock(1744, hashtext(booking::text));
  SELECT * INTO new_row FROM "report_booking_pickups" WHERE booking_id = booking;
  SELECT * INTO old_row FROM "report_pickups" WHERE booking_id = booking;
  -- Nothing to do when its figures are as kept.
  IF new_row IS NOT DISTINCT FROM old_row THEN
    RETURN;
  END IF;
  PERFORM "report_pickups_add"(booking, -1);
  DELETE FROM "report_pickups" WHERE booking_id = booking;
  IF new_row.booking_id IS NOT NULL THEN
    INSERT INTO "report_pickups" SELECT (new_row).*;
    PERFORM "report_pickups_add"(booking, 1);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "report_pickups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_pickup_totals";
  DELETE FROM "report_pickups";
  INSERT INTO "report_pickups" SELECT * FROM "report_booking_pickups";
  INSERT INTO "report_pickup_totals" ("location_code", "day", "outcome", "expired_unpaid",
    "lead_days", "bookings", "priced_bookings", "rental_kept_cents", "refunded_cents")
  SELECT * FROM "report_pickup_totals_recomputed";
END $$;--> statement-breakpoint
CREATE FUNCTION "report_pickups_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  column_name text := CASE WHEN TG_TABLE_NAME = 'bookings' THEN 'id' ELSE 'booking_id' END;
  old_id uuid;
  new_id uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_id := (to_jsonb(OLD) ->> column_name)::uuid;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_id := (to_jsonb(NEW) ->> column_name)::uuid;
  END IF;
  PERFORM "report_pickups_refresh"(new_id);
  IF old_id IS DISTINCT FROM new_id THEN
    PERFORM "report_pickups_refresh"(old_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_pickups_bookings" AFTER INSERT OR DELETE OR UPDATE OF "status", "payment_status", "cancellation_reason", "total_cents", "pickup_location_code", "created_at", "start_date" ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_pickups_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "report_pickups_deposits" AFTER INSERT OR UPDATE OR DELETE ON "deposits" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "report_pickups_changed"();--> statement-breakpoint
CREATE TRIGGER "report_pickups_booking_money" AFTER INSERT OR UPDATE OR DELETE ON "booking_money" FOR EACH ROW EXECUTE FUNCTION "report_pickups_changed"();--> statement-breakpoint
-- The invoicing's start and a location's clock change what every booking's figures are.
CREATE OR REPLACE FUNCTION "ledger_rebuilt"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_rebuild"();
  PERFORM "report_pickups_rebuild"();
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT "report_pickups_rebuild"();
