CREATE TABLE "booking_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"total_before_cents" integer NOT NULL,
	"total_after_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"retained_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"override_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_versions_status_check" CHECK ("booking_versions"."status" in ('applied', 'awaiting_payment', 'paid', 'refunded', 'kept')),
	CONSTRAINT "booking_versions_actor_check" CHECK ("booking_versions"."actor" in ('family', 'staff')),
	CONSTRAINT "booking_versions_money_check" CHECK ("booking_versions"."refund_cents" >= 0 and "booking_versions"."retained_cents" >= 0
        and ("booking_versions"."status" <> 'awaiting_payment' or "booking_versions"."difference_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
DROP INDEX "payments_kept_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_versions" ADD CONSTRAINT "booking_versions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_versions" ADD CONSTRAINT "booking_versions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_versions_number_idx" ON "booking_versions" USING btree ("booking_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_versions_awaiting_idx" ON "booking_versions" USING btree ("booking_id") WHERE "booking_versions"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_change_id_booking_versions_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."booking_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_change_id_booking_versions_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."booking_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_change_kept_idx" ON "payments" USING btree ("change_id") WHERE "payments"."kept";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_kept_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."kept" and "payments"."change_id" is null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('cancellation', 'extra_payment', 'staff', 'deposit', 'change'));