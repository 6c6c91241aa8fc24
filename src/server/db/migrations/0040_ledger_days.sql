CREATE TABLE "ledger_booking_days" (
	"location_code" text NOT NULL,
	"day" date NOT NULL,
	"booking_id" uuid NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "ledger_booking_days_location_code_day_booking_id_pk" PRIMARY KEY("location_code","day","booking_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_checks" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"rental_kept_cents" integer DEFAULT 0 NOT NULL,
	"invoiced_cents" integer DEFAULT 0 NOT NULL,
	"deposit_taken_cents" integer DEFAULT 0 NOT NULL,
	"claimed_cents" integer DEFAULT 0 NOT NULL,
	"released_cents" integer DEFAULT 0 NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"corrections_taken_cents" integer DEFAULT 0 NOT NULL,
	"corrections_refunded_cents" integer DEFAULT 0 NOT NULL,
	"rental_fails" boolean DEFAULT false NOT NULL,
	"deposit_fails" boolean DEFAULT false NOT NULL,
	"corrections_fail" boolean DEFAULT false NOT NULL,
	"money_fails" boolean DEFAULT false NOT NULL,
	"mismatched" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_day_totals" (
	"location_code" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"rental_kept_cents" bigint DEFAULT 0 NOT NULL,
	"invoiced_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_taken_cents" bigint DEFAULT 0 NOT NULL,
	"claimed_cents" bigint DEFAULT 0 NOT NULL,
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	"corrections_taken_cents" bigint DEFAULT 0 NOT NULL,
	"corrections_refunded_cents" bigint DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ledger_day_totals_location_code_day_pk" PRIMARY KEY("location_code","day")
);
--> statement-breakpoint
CREATE TABLE "ledger_month_totals" (
	"location_code" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"rental_kept_cents" bigint DEFAULT 0 NOT NULL,
	"invoiced_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_taken_cents" bigint DEFAULT 0 NOT NULL,
	"claimed_cents" bigint DEFAULT 0 NOT NULL,
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	"corrections_taken_cents" bigint DEFAULT 0 NOT NULL,
	"corrections_refunded_cents" bigint DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "ledger_month_totals_location_code_month_pk" PRIMARY KEY("location_code","month")
);
--> statement-breakpoint
CREATE INDEX "ledger_booking_days_booking_idx" ON "ledger_booking_days" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_checks_listed_idx" ON "ledger_checks" USING btree ("booking_id") WHERE "ledger_checks"."listed";--> statement-breakpoint
CREATE INDEX "deposit_jobs_booking_idx" ON "deposit_jobs" USING btree ("booking_id");--> statement-breakpoint
CREATE VIEW "ledger_booking_lines" AS
  SELECT l.booking_id, b.pickup_location_code AS location_code,
         (l.at AT TIME ZONE loc.time_zone)::date AS day, count(*)::int AS lines
  FROM (
    SELECT p.booking_id, p.paid_at AS at FROM "payments" p WHERE p.status = 'paid'
    UNION ALL SELECT r.booking_id, r.created_at FROM "refunds" r WHERE r.status <> 'failed'
    UNION ALL SELECT h.booking_id, h.created_at FROM "deposit_holds" h
      WHERE h.provider_hold_id IS NOT NULL AND h.status <> 'declined'
    UNION ALL SELECT j.booking_id, j.done_at FROM "deposit_jobs" j
      WHERE j.kind IN ('capture', 'release') AND j.status = 'done'
    UNION ALL SELECT i.booking_id, i.issued_at FROM "invoices" i
  ) l
  JOIN "bookings" b ON b.id = l.booking_id
  JOIN "deposits" d ON d.booking_id = b.id
  JOIN "pickup_locations" loc ON loc.code = b.pickup_location_code
  WHERE l.at IS NOT NULL
  GROUP BY l.booking_id, b.pickup_location_code, 3;--> statement-breakpoint
CREATE VIEW "ledger_booking_checks" AS
  SELECT m.booking_id,
         (CASE WHEN m.invoiced IS NULL THEN 0 ELSE m.rental END)::int AS rental_kept_cents,
         coalesce(m.invoiced, 0)::int AS invoiced_cents,
         (CASE WHEN m.deposit_taken THEN m.deposit ELSE 0 END)::int AS deposit_taken_cents,
         m.claimed::int AS claimed_cents,
         (CASE WHEN m.deposit_taken THEN m.released ELSE 0 END)::int AS released_cents,
         (CASE WHEN m.deposit_held THEN m.deposit ELSE 0 END)::int AS held_cents,
         m.corrections_taken::int AS corrections_taken_cents,
         m.corrections_refunded::int AS corrections_refunded_cents,
         coalesce(m.invoiced <> m.rental, false) AS rental_fails,
         (CASE WHEN m.deposit_taken THEN m.deposit ELSE 0 END)
           <> m.claimed + (CASE WHEN m.deposit_taken THEN m.released ELSE 0 END)
              + (CASE WHEN m.deposit_held THEN m.deposit ELSE 0 END)
           OR m.deposit_unsettled OR coalesce(m.receipted <> m.claimed, false) AS deposit_fails,
         m.corrections_taken <> m.corrections_refunded AS corrections_fail,
         m.taken - m.refunded <> m.keeps AS money_fails,
         coalesce(m.taken - m.refunded <> m.keeps OR m.deposit_unsettled
                  OR m.invoiced <> m.rental OR m.receipted <> m.claimed, false) AS mismatched,
         coalesce(m.taken - m.refunded <> m.keeps OR m.deposit_unsettled
                  OR m.invoiced <> m.rental OR m.receipted <> m.claimed, false)
           OR coalesce(m.invoiced <> m.rental, false)
           OR (CASE WHEN m.deposit_taken THEN m.deposit ELSE 0 END)
              <> m.claimed + (CASE WHEN m.deposit_taken THEN m.released ELSE 0 END)
                 + (CASE WHEN m.deposit_held THEN m.deposit ELSE 0 END)
           OR m.deposit_unsettled OR coalesce(m.receipted <> m.claimed, false)
           OR m.corrections_taken <> m.corrections_refunded AS listed
  FROM (
    SELECT b.id AS booking_id,
           (s.paid_cents + s.captured_cents) AS taken, s.refunded_cents AS refunded,
           ((CASE WHEN rental.held THEN rental.cents - s.owed_cents ELSE 0 END)
            + d.claimed_cents
            + (CASE WHEN d.mode = 'charge' AND d.status = 'charged' THEN d.amount_cents ELSE 0 END)
           ) AS keeps,
           (CASE WHEN NOT rental.held THEN 0
                 WHEN d.mode = 'hold' THEN rental.cents - s.owed_cents
                 ELSE rental.cents END) AS rental,
           CASE WHEN invoicing.checked THEN s.invoiced_cents END AS invoiced,
           CASE WHEN invoicing.checked THEN s.receipted_cents END AS receipted,
           d.claimed_cents AS claimed,
           d.status IN ('released', 'partly_claimed', 'claimed')
             AND d.claimed_cents + d.released_cents <> d.amount_cents AS deposit_unsettled,
           d.status IN ('held', 'charged', 'partly_claimed', 'claimed')
             OR (d.status = 'released' AND s.deposit_holds_placed + s.deposit_refunds > 0)
             AS deposit_taken,
           d.amount_cents AS deposit, d.released_cents AS released,
           d.status IN ('held', 'charged') AS deposit_held,
           s.corrections_taken_cents AS corrections_taken,
           s.corrections_refunded_cents AS corrections_refunded
    FROM "bookings" b
    JOIN "deposits" d ON d.booking_id = b.id
    LEFT JOIN "booking_money" sums ON sums.booking_id = b.id
    CROSS JOIN LATERAL (
      SELECT coalesce(sums.paid_cents, 0) AS paid_cents,
             coalesce(sums.captured_cents, 0) AS captured_cents,
             coalesce(sums.refunded_cents, 0) AS refunded_cents,
             coalesce(sums.staff_refunded_cents, 0) AS staff_refunded_cents,
             coalesce(sums.retained_cents, 0) AS retained_cents,
             coalesce(sums.owed_cents, 0) AS owed_cents,
             coalesce(sums.invoiced_cents, 0) AS invoiced_cents,
             coalesce(sums.receipted_cents, 0) AS receipted_cents,
             coalesce(sums.deposit_holds_placed, 0) AS deposit_holds_placed,
             coalesce(sums.deposit_refunds, 0) AS deposit_refunds,
             coalesce(sums.corrections_taken_cents, 0) AS corrections_taken_cents,
             coalesce(sums.corrections_refunded_cents, 0) AS corrections_refunded_cents) s
    CROSS JOIN LATERAL (
      SELECT b.payment_status = 'paid'
               AND (b.status IN ('confirmed', 'completed')
                    OR (b.status = 'cancelled' AND b.cancellation_reason IN ('staff', 'no_show')))
               AS held,
             b.total_cents - d.amount_cents - s.staff_refunded_cents + s.retained_cents AS cents
    ) rental
    CROSS JOIN LATERAL (
      SELECT b.created_at >= (SELECT started_at FROM "invoice_chain")
             AND NOT (d.mode = 'charge' AND s.owed_cents > 0) AS checked
    ) invoicing
  ) m;--> statement-breakpoint
CREATE FUNCTION "ledger_totals_add"(booking uuid, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Each day and each month the booking has lines in, its figures added (sign 1) or taken away
  -- (sign -1), the rows in key order so that two refreshes lock them in the same order.
  INSERT INTO "ledger_day_totals" AS t ("location_code", "day", "bookings", "lines",
    "rental_kept_cents", "invoiced_cents", "deposit_taken_cents", "claimed_cents",
    "released_cents", "held_cents", "corrections_taken_cents", "corrections_refunded_cents")
  SELECT d.location_code, d.day, sign, sign * d.lines, sign * c.rental_kept_cents,
         sign * c.invoiced_cents, sign * c.deposit_taken_cents, sign * c.claimed_cents,
         sign * c.released_cents, sign * c.held_cents, sign * c.corrections_taken_cents,
         sign * c.corrections_refunded_cents
  FROM "ledger_booking_days" d JOIN "ledger_checks" c ON c.booking_id = d.booking_id
  WHERE d.booking_id = booking
  ORDER BY d.location_code, d.day
  ON CONFLICT ("location_code", "day") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings", "lines" = t."lines" + excluded."lines",
    "rental_kept_cents" = t."rental_kept_cents" + excluded."rental_kept_cents",
    "invoiced_cents" = t."invoiced_cents" + excluded."invoiced_cents",
    "deposit_taken_cents" = t."deposit_taken_cents" + excluded."deposit_taken_cents",
    "claimed_cents" = t."claimed_cents" + excluded."claimed_cents",
    "released_cents" = t."released_cents" + excluded."released_cents",
    "held_cents" = t."held_cents" + excluded."held_cents",
    "corrections_taken_cents" = t."corrections_taken_cents" + excluded."corrections_taken_cents",
    "corrections_refunded_cents" = t."corrections_refunded_cents" + excluded."corrections_refunded_cents";
  INSERT INTO "ledger_month_totals" AS t ("location_code", "month", "bookings", "lines",
    "rental_kept_cents", "invoiced_cents", "deposit_taken_cents", "claimed_cents",
    "released_cents", "held_cents", "corrections_taken_cents", "corrections_refunded_cents")
  SELECT d.location_code, d.month, sign, sign * d.lines, sign * c.rental_kept_cents,
         sign * c.invoiced_cents, sign * c.deposit_taken_cents, sign * c.claimed_cents,
         sign * c.released_cents, sign * c.held_cents, sign * c.corrections_taken_cents,
         sign * c.corrections_refunded_cents
  FROM (SELECT location_code, date_trunc('month', day)::date AS month, sum(lines)::int AS lines
        FROM "ledger_booking_days" WHERE booking_id = booking GROUP BY 1, 2) d
  JOIN "ledger_checks" c ON c.booking_id = booking
  ORDER BY d.location_code, d.month
  ON CONFLICT ("location_code", "month") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings", "lines" = t."lines" + excluded."lines",
    "rental_kept_cents" = t."rental_kept_cents" + excluded."rental_kept_cents",
    "invoiced_cents" = t."invoiced_cents" + excluded."invoiced_cents",
    "deposit_taken_cents" = t."deposit_taken_cents" + excluded."deposit_taken_cents",
    "claimed_cents" = t."claimed_cents" + excluded."claimed_cents",
    "released_cents" = t."released_cents" + excluded."released_cents",
    "held_cents" = t."held_cents" + excluded."held_cents",
    "corrections_taken_cents" = t."corrections_taken_cents" + excluded."corrections_taken_cents",
    "corrections_refunded_cents" = t."corrections_refunded_cents" + excluded."corrections_refunded_cents";
  IF sign < 0 THEN
    DELETE FROM "ledger_day_totals" t USING "ledger_booking_days" d
    WHERE d.booking_id = booking AND t.location_code = d.location_code AND t.day = d.day
      AND t.bookings = 0;
    DELETE FROM "ledger_month_totals" t USING "ledger_booking_days" d
    WHERE d.booking_id = booking AND t.location_code = d.location_code
      AND t.month = date_trunc('month', d.day)::date AND t.bookings = 0;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "ledger_refresh"(booking uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF booking IS NULL THEN
    RETURN;
  END IF;
  -- One refresh of a booking at a time; what it reads next includes what the one before it
  -- committed.
  PERFORM pg_advisory_xact_lock(1739, hashtext(booking::text));
  -- Nothing to do when its lines' days and its figures are as kept.
  IF NOT EXISTS (
       (SELECT location_code, day, lines FROM "ledger_booking_lines" WHERE booking_id = booking
        EXCEPT SELECT location_code, day, lines FROM "ledger_booking_days" WHERE booking_id = booking)
       UNION ALL
       (SELECT location_code, day, lines FROM "ledger_booking_days" WHERE booking_id = booking
        EXCEPT SELECT location_code, day, lines FROM "ledger_booking_lines" WHERE booking_id = booking))
     AND (NOT EXISTS (SELECT 1 FROM "ledger_booking_days" WHERE booking_id = booking)
          OR (SELECT c FROM "ledger_checks" c WHERE c.booking_id = booking)
             IS NOT DISTINCT FROM (SELECT c FROM "ledger_booking_checks" c WHERE c.booking_id = booking))
  THEN
    RETURN;
  END IF;
  PERFORM "ledger_totals_add"(booking, -1);
  DELETE FROM "ledger_booking_days" WHERE booking_id = booking;
  DELETE FROM "ledger_checks" WHERE booking_id = booking;
  INSERT INTO "ledger_booking_days" ("location_code", "day", "booking_id", "lines")
  SELECT location_code, day, booking_id, lines FROM "ledger_booking_lines" WHERE booking_id = booking;
  IF FOUND THEN
    INSERT INTO "ledger_checks" SELECT * FROM "ledger_booking_checks" WHERE booking_id = booking;
    PERFORM "ledger_totals_add"(booking, 1);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "ledger_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ledger_day_totals";
  DELETE FROM "ledger_month_totals";
  DELETE FROM "ledger_booking_days";
  DELETE FROM "ledger_checks";
  INSERT INTO "ledger_booking_days" ("location_code", "day", "booking_id", "lines")
  SELECT location_code, day, booking_id, lines FROM "ledger_booking_lines";
  INSERT INTO "ledger_checks"
  SELECT * FROM "ledger_booking_checks"
  WHERE booking_id IN (SELECT booking_id FROM "ledger_booking_days");
  INSERT INTO "ledger_day_totals" ("location_code", "bookings", "lines", "rental_kept_cents", "invoiced_cents",
    "deposit_taken_cents", "claimed_cents", "released_cents", "held_cents",
    "corrections_taken_cents", "corrections_refunded_cents", "day")
  SELECT * FROM "ledger_day_totals_recomputed";
  INSERT INTO "ledger_month_totals" ("location_code", "bookings", "lines", "rental_kept_cents", "invoiced_cents",
    "deposit_taken_cents", "claimed_cents", "released_cents", "held_cents",
    "corrections_taken_cents", "corrections_refunded_cents", "month")
  SELECT * FROM "ledger_month_totals_recomputed";
END $$;--> statement-breakpoint
CREATE VIEW "ledger_day_totals_recomputed" AS
  SELECT d.location_code, count(*)::int AS bookings, sum(d.lines)::int AS lines,
         sum(c.rental_kept_cents)::bigint AS rental_kept_cents,
         sum(c.invoiced_cents)::bigint AS invoiced_cents,
         sum(c.deposit_taken_cents)::bigint AS deposit_taken_cents,
         sum(c.claimed_cents)::bigint AS claimed_cents,
         sum(c.released_cents)::bigint AS released_cents, sum(c.held_cents)::bigint AS held_cents,
         sum(c.corrections_taken_cents)::bigint AS corrections_taken_cents,
         sum(c.corrections_refunded_cents)::bigint AS corrections_refunded_cents, d.day
  FROM "ledger_booking_days" d JOIN "ledger_checks" c ON c.booking_id = d.booking_id
  GROUP BY d.location_code, d.day;--> statement-breakpoint
CREATE VIEW "ledger_month_totals_recomputed" AS
  SELECT d.location_code, count(*)::int AS bookings, sum(d.lines)::int AS lines,
         sum(c.rental_kept_cents)::bigint AS rental_kept_cents,
         sum(c.invoiced_cents)::bigint AS invoiced_cents,
         sum(c.deposit_taken_cents)::bigint AS deposit_taken_cents,
         sum(c.claimed_cents)::bigint AS claimed_cents,
         sum(c.released_cents)::bigint AS released_cents, sum(c.held_cents)::bigint AS held_cents,
         sum(c.corrections_taken_cents)::bigint AS corrections_taken_cents,
         sum(c.corrections_refunded_cents)::bigint AS corrections_refunded_cents, d.month
  FROM (SELECT location_code, date_trunc('month', day)::date AS month, booking_id,
               sum(lines)::int AS lines
        FROM "ledger_booking_days" GROUP BY 1, 2, 3) d
  JOIN "ledger_checks" c ON c.booking_id = d.booking_id
  GROUP BY d.location_code, d.month;--> statement-breakpoint
CREATE FUNCTION "ledger_booking_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM "ledger_refresh"(new_id);
  IF old_id IS DISTINCT FROM new_id THEN
    PERFORM "ledger_refresh"(old_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_payments" AFTER INSERT OR UPDATE OR DELETE ON "payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_refunds" AFTER INSERT OR UPDATE OR DELETE ON "refunds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_deposit_holds" AFTER INSERT OR UPDATE OR DELETE ON "deposit_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_deposit_jobs" AFTER INSERT OR UPDATE OR DELETE ON "deposit_jobs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_invoices" AFTER INSERT ON "invoices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_deposits" AFTER INSERT OR UPDATE OR DELETE ON "deposits" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_bookings" AFTER UPDATE OF "status", "payment_status", "cancellation_reason", "total_cents", "pickup_location_code", "created_at" ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE TRIGGER "ledger_days_booking_money" AFTER INSERT OR UPDATE OR DELETE ON "booking_money" FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE FUNCTION "ledger_rebuilt"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_rebuild"();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_days_invoice_chain" AFTER UPDATE OF "started_at" ON "invoice_chain" FOR EACH ROW WHEN (OLD."started_at" IS DISTINCT FROM NEW."started_at") EXECUTE FUNCTION "ledger_rebuilt"();--> statement-breakpoint
CREATE TRIGGER "ledger_days_time_zones" AFTER UPDATE OF "time_zone" ON "pickup_locations" FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone") EXECUTE FUNCTION "ledger_rebuilt"();--> statement-breakpoint
SELECT "ledger_rebuild"();
