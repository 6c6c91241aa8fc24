CREATE TABLE "booking_money" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"corrections_taken_cents" integer DEFAULT 0 NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"staff_refunded_cents" integer DEFAULT 0 NOT NULL,
	"corrections_refunded_cents" integer DEFAULT 0 NOT NULL,
	"deposit_refunds" integer DEFAULT 0 NOT NULL,
	"deposit_holds_placed" integer DEFAULT 0 NOT NULL,
	"retained_cents" integer DEFAULT 0 NOT NULL,
	"owed_cents" integer DEFAULT 0 NOT NULL,
	"invoiced_cents" integer DEFAULT 0 NOT NULL,
	"receipted_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_money" ADD CONSTRAINT "booking_money_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "booking_money_of"(p "payments") RETURNS SETOF "booking_money" LANGUAGE sql IMMUTABLE AS $$
  SELECT p.booking_id, coalesce(p.received_cents, 0),
         CASE WHEN p.kept = false THEN coalesce(p.received_cents, 0) ELSE 0 END,
         0, 0, 0, 0, 0, 0, 0, 0, 0, 0
  WHERE p.status = 'paid'
$$;--> statement-breakpoint
CREATE FUNCTION "booking_money_of"(j "deposit_jobs") RETURNS SETOF "booking_money" LANGUAGE sql IMMUTABLE AS $$
  SELECT j.booking_id, 0, 0, coalesce(j.amount_cents, 0), 0, 0, 0, 0, 0, 0, 0, 0, 0
  WHERE j.kind = 'capture' AND j.status <> 'failed'
$$;--> statement-breakpoint
CREATE FUNCTION "booking_money_of"(r "refunds") RETURNS SETOF "booking_money" LANGUAGE sql IMMUTABLE AS $$
  SELECT r.booking_id, 0, 0, 0, r.amount_cents,
         CASE WHEN r.reason = 'staff' THEN r.amount_cents ELSE 0 END,
         CASE WHEN r.reason = 'extra_payment' THEN r.amount_cents ELSE 0 END,
         CASE WHEN r.reason = 'deposit' THEN 1 ELSE 0 END,
         0, 0, 0, 0, 0
  WHERE r.status <> 'failed'
$$;--> statement-breakpoint
CREATE FUNCTION "booking_money_of"(h "deposit_holds") RETURNS SETOF "booking_money" LANGUAGE sql IMMUTABLE AS $$
  SELECT h.booking_id, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0
  WHERE h.provider_hold_id IS NOT NULL AND h.status <> 'declined'
$$;--> statement-breakpoint
CREATE FUNCTION "booking_money_of"(v "booking_versions") RETURNS SETOF "booking_money" LANGUAGE sql IMMUTABLE AS $$
  SELECT v.booking_id, 0, 0, 0, 0, 0, 0, 0, 0, v.retained_cents,
         CASE WHEN v.status = 'awaiting_payment' THEN v.difference_cents ELSE 0 END, 0, 0
$$;--> statement-breakpoint
CREATE FUNCTION "booking_money_of"(i "invoices") RETURNS SETOF "booking_money" LANGUAGE sql IMMUTABLE AS $$
  SELECT i.booking_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
         CASE WHEN i.kind <> 'damage_receipt' THEN i.total_cents ELSE 0 END,
         CASE WHEN i.kind = 'damage_receipt' THEN i.total_cents ELSE 0 END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_money_add"(change "booking_money", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF change.booking_id IS NULL OR (change.paid_cents, change.corrections_taken_cents,
      change.captured_cents, change.refunded_cents, change.staff_refunded_cents,
      change.corrections_refunded_cents, change.deposit_refunds, change.deposit_holds_placed,
      change.retained_cents, change.owed_cents, change.invoiced_cents, change.receipted_cents)
      = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) THEN
    RETURN;
  END IF;
  INSERT INTO "booking_money" AS m
  SELECT change.booking_id, sign * change.paid_cents, sign * change.corrections_taken_cents,
         sign * change.captured_cents, sign * change.refunded_cents,
         sign * change.staff_refunded_cents, sign * change.corrections_refunded_cents,
         sign * change.deposit_refunds, sign * change.deposit_holds_placed,
         sign * change.retained_cents, sign * change.owed_cents, sign * change.invoiced_cents,
         sign * change.receipted_cents
  WHERE EXISTS (SELECT 1 FROM "bookings" b WHERE b.id = change.booking_id)
  ON CONFLICT ("booking_id") DO UPDATE SET
    "paid_cents" = m."paid_cents" + excluded."paid_cents",
    "corrections_taken_cents" = m."corrections_taken_cents" + excluded."corrections_taken_cents",
    "captured_cents" = m."captured_cents" + excluded."captured_cents",
    "refunded_cents" = m."refunded_cents" + excluded."refunded_cents",
    "staff_refunded_cents" = m."staff_refunded_cents" + excluded."staff_refunded_cents",
    "corrections_refunded_cents" = m."corrections_refunded_cents" + excluded."corrections_refunded_cents",
    "deposit_refunds" = m."deposit_refunds" + excluded."deposit_refunds",
    "deposit_holds_placed" = m."deposit_holds_placed" + excluded."deposit_holds_placed",
    "retained_cents" = m."retained_cents" + excluded."retained_cents",
    "owed_cents" = m."owed_cents" + excluded."owed_cents",
    "invoiced_cents" = m."invoiced_cents" + excluded."invoiced_cents",
    "receipted_cents" = m."receipted_cents" + excluded."receipted_cents";
END $$;--> statement-breakpoint
CREATE FUNCTION "booking_money_record_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (SELECT c FROM "booking_money_of"(OLD) c)
                          IS NOT DISTINCT FROM (SELECT c FROM "booking_money_of"(NEW) c) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "booking_money_add"(c, -1) FROM "booking_money_of"(OLD) c;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "booking_money_add"(c, 1) FROM "booking_money_of"(NEW) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_money_payments" AFTER INSERT OR UPDATE OR DELETE ON "payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_money_record_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_money_deposit_jobs" AFTER INSERT OR UPDATE OR DELETE ON "deposit_jobs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_money_record_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_money_refunds" AFTER INSERT OR UPDATE OR DELETE ON "refunds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_money_record_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_money_deposit_holds" AFTER INSERT OR UPDATE OR DELETE ON "deposit_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_money_record_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_money_booking_versions" AFTER INSERT OR UPDATE OR DELETE ON "booking_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_money_record_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_money_invoices" AFTER INSERT ON "invoices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_money_record_changed"();--> statement-breakpoint
CREATE FUNCTION "booking_money_recomputed"() RETURNS SETOF "booking_money" LANGUAGE sql STABLE AS $$
  SELECT c.booking_id, sum(c.paid_cents)::int, sum(c.corrections_taken_cents)::int,
         sum(c.captured_cents)::int, sum(c.refunded_cents)::int, sum(c.staff_refunded_cents)::int,
         sum(c.corrections_refunded_cents)::int, sum(c.deposit_refunds)::int,
         sum(c.deposit_holds_placed)::int, sum(c.retained_cents)::int, sum(c.owed_cents)::int,
         sum(c.invoiced_cents)::int, sum(c.receipted_cents)::int
  FROM (
    SELECT c.* FROM "payments" p CROSS JOIN LATERAL "booking_money_of"(p) c
    UNION ALL SELECT c.* FROM "deposit_jobs" j CROSS JOIN LATERAL "booking_money_of"(j) c
    UNION ALL SELECT c.* FROM "refunds" r CROSS JOIN LATERAL "booking_money_of"(r) c
    UNION ALL SELECT c.* FROM "deposit_holds" h CROSS JOIN LATERAL "booking_money_of"(h) c
    UNION ALL SELECT c.* FROM "booking_versions" v CROSS JOIN LATERAL "booking_money_of"(v) c
    UNION ALL SELECT c.* FROM "invoices" i CROSS JOIN LATERAL "booking_money_of"(i) c
  ) c
  WHERE c.booking_id IS NOT NULL
  GROUP BY c.booking_id
$$;--> statement-breakpoint
INSERT INTO "booking_money" SELECT * FROM "booking_money_recomputed"();
