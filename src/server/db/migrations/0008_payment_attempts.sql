ALTER TABLE "refunds" DROP CONSTRAINT "refunds_booking_id_unique";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "checkout_session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'opening';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kept" boolean;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Payments taken before attempts were tracked: each booking kept the one it recorded.
UPDATE "payments" SET "received_cents" = "amount_cents", "received_currency" = "currency", "kept" = true, "paid_at" = "updated_at" WHERE "status" = 'paid';--> statement-breakpoint
-- Checkouts left open beside a newer one, or for a booking no longer waiting for a payment, may
-- have been paid without being recorded: the provider is asked about each ('closing').
UPDATE "payments" p SET "status" = 'closing' WHERE p."status" = 'open' AND (
  EXISTS (SELECT 1 FROM "payments" newer WHERE newer."booking_id" = p."booking_id" AND newer."status" = 'open' AND (newer."created_at", newer."id") > (p."created_at", p."id"))
  OR NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = p."booking_id" AND b."status" = 'confirmed' AND b."payment_status" = 'unpaid')
);--> statement-breakpoint
UPDATE "payments" p SET "expires_at" = b."payment_due_at" FROM "bookings" b WHERE b."id" = p."booking_id" AND p."expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
UPDATE "refunds" r SET "payment_id" = (SELECT p."id" FROM "payments" p WHERE p."booking_id" = r."booking_id" AND p."status" = 'paid' ORDER BY p."updated_at" DESC LIMIT 1);--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "payment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "sandbox_checkouts" SET "idempotency_key" = 'legacy-' || "id";--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_attempt_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."status" in ('opening', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_kept_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."kept";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_idx" ON "refunds" USING btree ("booking_id") WHERE "refunds"."reason" = 'cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_extra_payment_idx" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" = 'extra_payment';--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("status") WHERE "refunds"."provider_refund_id" is null;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('opening', 'open', 'closing', 'expired', 'paid'));
