-- Each series' counter keeps the issue date of its last number (from then on a number is never
-- given on an earlier date): for the series already numbered, the date of their last record.
ALTER TABLE "invoice_counters" ADD COLUMN "last_issue_date" date;--> statement-breakpoint
UPDATE "invoice_counters" c SET "last_issue_date" = coalesce(
  (SELECT max(i."issue_date") FROM "invoices" i WHERE i."kind" = c."kind" AND i."year" = c."year"),
  make_date(c."year", 1, 1));--> statement-breakpoint
ALTER TABLE "invoice_counters" ALTER COLUMN "last_issue_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The refunds of the rental written so far name the corrective invoice their transaction issued,
-- where the records say which it was without doubt. A refund's rows and its invoice were written
-- in one transaction: the invoice joined the chain at or after the rows' created_at (the
-- transaction's start) and within a minute of it. Of the booking's corrective invoices issued
-- then, the refund names the one of minus its amount, or the only one; an invoice two refunds
-- could name is named by neither. The money and the ledger do not read the column, so their
-- triggers stay out of this backfill.
ALTER TABLE "refunds" DISABLE TRIGGER "booking_money_refunds";--> statement-breakpoint
ALTER TABLE "refunds" DISABLE TRIGGER "ledger_days_refunds";--> statement-breakpoint
WITH "given" AS (
  SELECT coalesce(r."part_of", r."id") AS "refund_id",
         (array_agg(r."booking_id"))[1] AS "booking_id",
         sum(r."amount_cents") AS "cents", min(r."created_at") AS "created_at"
  FROM "refunds" r
  WHERE r."reason" IN ('cancellation', 'change', 'staff')
  GROUP BY 1
), "candidates" AS (
  SELECT g."refund_id", i."id" AS "invoice_id", i."total_cents" = -g."cents" AS "same_amount"
  FROM "given" g
  JOIN "invoices" i ON i."booking_id" = g."booking_id" AND i."kind" = 'corrective'
   AND i."issued_at" >= g."created_at" AND i."issued_at" < g."created_at" + interval '1 minute'
), "chosen" AS (
  SELECT "refund_id",
         CASE WHEN count(*) FILTER (WHERE "same_amount") = 1
                THEN (array_agg("invoice_id") FILTER (WHERE "same_amount"))[1]
              WHEN count(*) = 1 THEN (array_agg("invoice_id"))[1]
         END AS "invoice_id"
  FROM "candidates"
  GROUP BY "refund_id"
), "plain" AS (
  SELECT "refund_id", "invoice_id" FROM "chosen"
  WHERE "invoice_id" IN (SELECT "invoice_id" FROM "candidates" GROUP BY 1 HAVING count(*) = 1)
)
UPDATE "refunds" r SET "invoice_id" = p."invoice_id"
FROM "plain" p
WHERE coalesce(r."part_of", r."id") = p."refund_id";--> statement-breakpoint
ALTER TABLE "refunds" ENABLE TRIGGER "booking_money_refunds";--> statement-breakpoint
ALTER TABLE "refunds" ENABLE TRIGGER "ledger_days_refunds";
