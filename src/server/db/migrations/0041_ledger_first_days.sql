CREATE TABLE "ledger_first_day_totals" (
	"location_code" text NOT NULL,
	"day" date NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"rental_kept_cents" bigint DEFAULT 0 NOT NULL,
	"delivered_bookings" integer DEFAULT 0 NOT NULL,
	"delivered_rental_kept_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_taken_cents" bigint DEFAULT 0 NOT NULL,
	"claimed_cents" bigint DEFAULT 0 NOT NULL,
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_first_day_totals_location_code_day_pk" PRIMARY KEY("location_code","day")
);
--> statement-breakpoint
CREATE TABLE "ledger_first_item_totals" (
	"location_code" text NOT NULL,
	"day" date NOT NULL,
	"gear_id" uuid NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"cents" numeric NOT NULL,
	CONSTRAINT "ledger_first_item_totals_location_code_day_gear_id_pk" PRIMARY KEY("location_code","day","gear_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_item_shares" (
	"booking_id" uuid NOT NULL,
	"gear_id" uuid NOT NULL,
	"cents" numeric NOT NULL,
	CONSTRAINT "ledger_item_shares_booking_id_gear_id_pk" PRIMARY KEY("booking_id","gear_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_booking_days" ADD COLUMN "previous_day" date;--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD COLUMN "delivered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE VIEW "ledger_booking_lines" AS
  SELECT l.booking_id, l.location_code, l.day, l.lines,
         lag(l.day) OVER (PARTITION BY l.booking_id ORDER BY l.day) AS previous_day
  FROM (SELECT l.booking_id, b.pickup_location_code AS location_code,
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
  GROUP BY l.booking_id, b.pickup_location_code, 3) l;--> statement-breakpoint
CREATE OR REPLACE VIEW "ledger_booking_checks" AS
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
           OR m.corrections_taken <> m.corrections_refunded AS listed,
         m.delivered
  FROM (
    SELECT b.id AS booking_id, b.delivery_address IS NOT NULL AS delivered,
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
CREATE VIEW "ledger_booking_item_shares" AS
  SELECT booking_id, gear_id, sum(cents) AS cents
  FROM (
    SELECT booking_id, gear_id,
           cents * running / total - cents * (running - weight) / total AS cents
    FROM (
      SELECT c.booking_id, c.rental_kept_cents::bigint AS cents, i.gear_id, i.weight,
             sum(i.weight) OVER (PARTITION BY c.booking_id ORDER BY i.gear_id, i.ord
                                 ROWS UNBOUNDED PRECEDING) AS running,
             sum(i.weight) OVER (PARTITION BY c.booking_id) AS total
      FROM "ledger_booking_checks" c
      JOIN "bookings" b ON b.id = c.booking_id
      CROSS JOIN LATERAL (
        SELECT (e.item->>'gear_id')::uuid AS gear_id, e.ord,
               CASE WHEN sum((e.item->>'subtotal')::bigint) OVER () > 0
                    THEN (e.item->>'subtotal')::bigint
                    ELSE (e.item->>'quantity')::bigint END AS weight
        FROM jsonb_array_elements(b.pricing->'items') WITH ORDINALITY e(item, ord)) i
    ) shares
    WHERE total > 0) s
  WHERE gear_id IS NOT NULL
  GROUP BY booking_id, gear_id;--> statement-breakpoint
CREATE VIEW "ledger_first_day_totals_recomputed" AS
  SELECT d.location_code, d.day, count(*)::int AS bookings,
         sum(c.rental_kept_cents)::bigint AS rental_kept_cents,
         count(*) FILTER (WHERE c.delivered)::int AS delivered_bookings,
         coalesce(sum(c.rental_kept_cents) FILTER (WHERE c.delivered), 0)::bigint
           AS delivered_rental_kept_cents,
         sum(c.deposit_taken_cents)::bigint AS deposit_taken_cents,
         sum(c.claimed_cents)::bigint AS claimed_cents,
         sum(c.released_cents)::bigint AS released_cents, sum(c.held_cents)::bigint AS held_cents
  FROM "ledger_booking_days" d JOIN "ledger_checks" c ON c.booking_id = d.booking_id
  WHERE d.previous_day IS NULL
  GROUP BY d.location_code, d.day;--> statement-breakpoint
CREATE VIEW "ledger_first_item_totals_recomputed" AS
  SELECT d.location_code, d.day, s.gear_id, count(*)::int AS bookings, sum(s.cents) AS cents
  FROM "ledger_booking_days" d JOIN "ledger_item_shares" s ON s.booking_id = d.booking_id
  WHERE d.previous_day IS NULL
  GROUP BY d.location_code, d.day, s.gear_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_totals_add"(booking uuid, sign integer) RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO "ledger_first_day_totals" AS t ("location_code", "day", "bookings",
    "rental_kept_cents", "delivered_bookings", "delivered_rental_kept_cents",
    "deposit_taken_cents", "claimed_cents", "released_cents", "held_cents")
  SELECT d.location_code, d.day, sign, sign * c.rental_kept_cents, sign * c.delivered::int,
         sign * (CASE WHEN c.delivered THEN c.rental_kept_cents ELSE 0 END),
         sign * c.deposit_taken_cents, sign * c.claimed_cents, sign * c.released_cents,
         sign * c.held_cents
  FROM "ledger_booking_days" d JOIN "ledger_checks" c ON c.booking_id = d.booking_id
  WHERE d.booking_id = booking AND d.previous_day IS NULL
  ORDER BY d.location_code, d.day
  ON CONFLICT ("location_code", "day") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings",
    "rental_kept_cents" = t."rental_kept_cents" + excluded."rental_kept_cents",
    "delivered_bookings" = t."delivered_bookings" + excluded."delivered_bookings",
    "delivered_rental_kept_cents" = t."delivered_rental_kept_cents" + excluded."delivered_rental_kept_cents",
    "deposit_taken_cents" = t."deposit_taken_cents" + excluded."deposit_taken_cents",
    "claimed_cents" = t."claimed_cents" + excluded."claimed_cents",
    "released_cents" = t."released_cents" + excluded."released_cents",
    "held_cents" = t."held_cents" + excluded."held_cents";
  INSERT INTO "ledger_first_item_totals" AS t ("location_code", "day", "gear_id", "bookings", "cents")
  SELECT d.location_code, d.day, s.gear_id, sign, sign * s.cents
  FROM "ledger_booking_days" d JOIN "ledger_item_shares" s ON s.booking_id = d.booking_id
  WHERE d.booking_id = booking AND d.previous_day IS NULL
  ORDER BY d.location_code, d.day, s.gear_id
  ON CONFLICT ("location_code", "day", "gear_id") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings", "cents" = t."cents" + excluded."cents";
  IF sign < 0 THEN
    DELETE FROM "ledger_day_totals" t USING "ledger_booking_days" d
    WHERE d.booking_id = booking AND t.location_code = d.location_code AND t.day = d.day
      AND t.bookings = 0;
    DELETE FROM "ledger_month_totals" t USING "ledger_booking_days" d
    WHERE d.booking_id = booking AND t.location_code = d.location_code
      AND t.month = date_trunc('month', d.day)::date AND t.bookings = 0;
    DELETE FROM "ledger_first_day_totals" t USING "ledger_booking_days" d
    WHERE d.booking_id = booking AND d.previous_day IS NULL
      AND t.location_code = d.location_code AND t.day = d.day AND t.bookings = 0;
    DELETE FROM "ledger_first_item_totals" t USING "ledger_booking_days" d
    WHERE d.booking_id = booking AND d.previous_day IS NULL
      AND t.location_code = d.location_code AND t.day = d.day AND t.bookings = 0;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_refresh"(booking uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_days jsonb;
  old_days jsonb;
  new_check "ledger_checks";
  old_check "ledger_checks";
  new_shares jsonb;
  old_shares jsonb;
BEGIN
  IF booking IS NULL THEN
    RETURN;
  END IF;
  -- One refresh of a booking at a time; what it reads next includes what the one before it
  -- committed.
  PERFORM pg_advisory_xact_lock(1739, hashtext(booking::text));
  -- What its records add up to now (each view read once), and what is kept.
  SELECT coalesce(jsonb_agg(jsonb_build_array(location_code, day, lines, previous_day)
                            ORDER BY location_code, day), '[]')
  INTO new_days FROM "ledger_booking_lines" WHERE booking_id = booking;
  SELECT coalesce(jsonb_agg(jsonb_build_array(location_code, day, lines, previous_day)
                            ORDER BY location_code, day), '[]')
  INTO old_days FROM "ledger_booking_days" WHERE booking_id = booking;
  IF new_days <> '[]' THEN
    SELECT * INTO new_check FROM "ledger_booking_checks" WHERE booking_id = booking;
    SELECT coalesce(jsonb_agg(jsonb_build_array(gear_id, cents) ORDER BY gear_id), '[]')
    INTO new_shares FROM "ledger_booking_item_shares" WHERE booking_id = booking;
  ELSE
    new_shares := '[]';
  END IF;
  SELECT * INTO old_check FROM "ledger_checks" WHERE booking_id = booking;
  SELECT coalesce(jsonb_agg(jsonb_build_array(gear_id, cents) ORDER BY gear_id), '[]')
  INTO old_shares FROM "ledger_item_shares" WHERE booking_id = booking;
  -- Nothing to do when its lines' days and its figures are as kept.
  IF new_days = old_days AND new_shares = old_shares
     AND new_check IS NOT DISTINCT FROM old_check THEN
    RETURN;
  END IF;
  PERFORM "ledger_totals_add"(booking, -1);
  DELETE FROM "ledger_booking_days" WHERE booking_id = booking;
  DELETE FROM "ledger_checks" WHERE booking_id = booking;
  DELETE FROM "ledger_item_shares" WHERE booking_id = booking;
  IF new_days <> '[]' THEN
    INSERT INTO "ledger_booking_days" ("location_code", "day", "booking_id", "lines", "previous_day")
    SELECT d ->> 0, (d ->> 1)::date, booking, (d ->> 2)::int, (d ->> 3)::date
    FROM jsonb_array_elements(new_days) d;
    INSERT INTO "ledger_checks" SELECT (new_check).*;
    INSERT INTO "ledger_item_shares" ("booking_id", "gear_id", "cents")
    SELECT booking, (s ->> 0)::uuid, (s ->> 1)::numeric FROM jsonb_array_elements(new_shares) s;
    PERFORM "ledger_totals_add"(booking, 1);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ledger_day_totals";
  DELETE FROM "ledger_month_totals";
  DELETE FROM "ledger_booking_days";
  DELETE FROM "ledger_checks";
  DELETE FROM "ledger_first_day_totals";
  DELETE FROM "ledger_first_item_totals";
  DELETE FROM "ledger_item_shares";
  INSERT INTO "ledger_booking_days" ("location_code", "day", "booking_id", "lines", "previous_day")
  SELECT location_code, day, booking_id, lines, previous_day FROM "ledger_booking_lines";
  INSERT INTO "ledger_checks"
  SELECT * FROM "ledger_booking_checks"
  WHERE booking_id IN (SELECT booking_id FROM "ledger_booking_days");
  INSERT INTO "ledger_item_shares" ("booking_id", "gear_id", "cents")
  SELECT booking_id, gear_id, cents FROM "ledger_booking_item_shares"
  WHERE booking_id IN (SELECT booking_id FROM "ledger_booking_days");
  INSERT INTO "ledger_day_totals" ("location_code", "bookings", "lines", "rental_kept_cents", "invoiced_cents",
    "deposit_taken_cents", "claimed_cents", "released_cents", "held_cents",
    "corrections_taken_cents", "corrections_refunded_cents", "day")
  SELECT * FROM "ledger_day_totals_recomputed";
  INSERT INTO "ledger_month_totals" ("location_code", "bookings", "lines", "rental_kept_cents", "invoiced_cents",
    "deposit_taken_cents", "claimed_cents", "released_cents", "held_cents",
    "corrections_taken_cents", "corrections_refunded_cents", "month")
  SELECT * FROM "ledger_month_totals_recomputed";
  INSERT INTO "ledger_first_day_totals" ("location_code", "day", "bookings", "rental_kept_cents",
    "delivered_bookings", "delivered_rental_kept_cents", "deposit_taken_cents", "claimed_cents",
    "released_cents", "held_cents")
  SELECT * FROM "ledger_first_day_totals_recomputed";
  INSERT INTO "ledger_first_item_totals" ("location_code", "day", "gear_id", "bookings", "cents")
  SELECT * FROM "ledger_first_item_totals_recomputed";
END $$;--> statement-breakpoint
DROP TRIGGER "ledger_days_bookings" ON "bookings";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_days_bookings" AFTER UPDATE OF "status", "payment_status", "cancellation_reason", "total_cents", "pickup_location_code", "created_at", "delivery_address", "pricing" ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_booking_changed"();--> statement-breakpoint
CREATE INDEX "ledger_booking_days_span_idx" ON "ledger_booking_days" USING gist (
  int8range(hashtext("location_code")::int8 * 1048576 + ("previous_day" - date '2000-01-01'),
    hashtext("location_code")::int8 * 1048576 + ("day" - date '2000-01-01'), '(]'))
  WHERE "previous_day" IS NOT NULL;--> statement-breakpoint
SELECT "ledger_rebuild"();
