CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"amount_cents" integer,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_events_kind_check" CHECK ("claim_events"."kind" in ('claimed', 'disputed', 'decided'))
);
--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"claim_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "claim_photos_claim_id_file_id_pk" PRIMARY KEY("claim_id","file_id"),
	CONSTRAINT "claim_photos_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "damage_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_claims_amount_check" CHECK ("damage_claims"."amount_cents" > 0),
	CONSTRAINT "damage_claims_reason_check" CHECK ("damage_claims"."reason" in ('damaged', 'missing_parts', 'deep_cleaning', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "deposit_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_hold_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_holds_provider_hold_id_unique" UNIQUE("provider_hold_id"),
	CONSTRAINT "deposit_holds_status_check" CHECK ("deposit_holds"."status" in ('held', 'declined', 'released', 'captured', 'expired')),
	CONSTRAINT "deposit_holds_amount_check" CHECK ("deposit_holds"."amount_cents" > 0),
	CONSTRAINT "deposit_holds_captured_check" CHECK ("deposit_holds"."captured_cents" >= 0 and "deposit_holds"."captured_cents" <= "deposit_holds"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "deposit_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hold_id" uuid,
	"amount_cents" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_jobs_kind_check" CHECK ("deposit_jobs"."kind" in ('place', 'release', 'capture')),
	CONSTRAINT "deposit_jobs_status_check" CHECK ("deposit_jobs"."status" in ('pending', 'done', 'failed', 'cancelled')),
	CONSTRAINT "deposit_jobs_fields_check" CHECK (("deposit_jobs"."kind" = 'place' and "deposit_jobs"."amount_cents" > 0)
        or ("deposit_jobs"."kind" = 'release' and "deposit_jobs"."hold_id" is not null)
        or ("deposit_jobs"."kind" = 'capture' and "deposit_jobs"."hold_id" is not null and "deposit_jobs"."amount_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"hold_from" timestamp with time zone,
	"payment_method_id" text,
	"customer_id" text,
	"hold_declined_at" timestamp with time zone,
	"hold_checkout_id" text,
	"claimed_cents" integer DEFAULT 0 NOT NULL,
	"released_cents" integer DEFAULT 0 NOT NULL,
	"dispute_until" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"settled_at" timestamp with time zone,
	"money_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_mode_check" CHECK ("deposits"."mode" in ('hold', 'charge')),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('awaiting', 'held', 'charged', 'released', 'partly_claimed', 'claimed')),
	CONSTRAINT "deposits_amounts_check" CHECK ("deposits"."amount_cents" >= 0 and "deposits"."claimed_cents" >= 0 and "deposits"."released_cents" >= 0
        and "deposits"."claimed_cents" + "deposits"."released_cents" <= "deposits"."amount_cents"),
	CONSTRAINT "deposits_settled_check" CHECK (("deposits"."status" in ('released', 'partly_claimed', 'claimed'))
        = ("deposits"."claimed_cents" + "deposits"."released_cents" = "deposits"."amount_cents"
           and "deposits"."settled_at" is not null)),
	CONSTRAINT "deposits_claimed_check" CHECK (("deposits"."status" = 'released' and "deposits"."claimed_cents" = 0)
        or ("deposits"."status" = 'partly_claimed' and "deposits"."claimed_cents" > 0
            and "deposits"."released_cents" > 0)
        or ("deposits"."status" = 'claimed' and "deposits"."released_cents" = 0)
        or ("deposits"."status" in ('awaiting', 'held', 'charged') and "deposits"."claimed_cents" = 0
            and "deposits"."released_cents" = 0)),
	CONSTRAINT "deposits_mode_status_check" CHECK (not ("deposits"."mode" = 'hold' and "deposits"."status" = 'charged')
        and not ("deposits"."mode" = 'charge' and "deposits"."status" = 'held'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"declines_holds" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"cancellation_reason" text,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_holds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"data" "bytea",
	"uploaded_by" uuid,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_check" CHECK ("stored_files"."storage" in ('database', 's3')),
	CONSTRAINT "stored_files_data_check" CHECK (("stored_files"."storage" = 'database') = ("stored_files"."data" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "mode" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_damage_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."damage_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_jobs" ADD CONSTRAINT "deposit_jobs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_jobs" ADD CONSTRAINT "deposit_jobs_hold_id_deposit_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."deposit_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_booking_idx" ON "claim_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_events_decided_idx" ON "claim_events" USING btree ("booking_id") WHERE "claim_events"."kind" = 'decided';--> statement-breakpoint
CREATE UNIQUE INDEX "damage_claims_unit_idx" ON "damage_claims" USING btree ("booking_id","unit_id");--> statement-breakpoint
CREATE INDEX "deposit_holds_booking_idx" ON "deposit_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "deposit_holds_held_idx" ON "deposit_holds" USING btree ("expires_at") WHERE "deposit_holds"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_jobs_hold_idx" ON "deposit_jobs" USING btree ("hold_id","kind") WHERE "deposit_jobs"."kind" <> 'place';--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_jobs_placing_idx" ON "deposit_jobs" USING btree ("booking_id") WHERE "deposit_jobs"."kind" = 'place' and "deposit_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deposit_jobs_due_idx" ON "deposit_jobs" USING btree ("next_attempt_at") WHERE "deposit_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deposits_hold_due_idx" ON "deposits" USING btree ("hold_from") WHERE "deposits"."status" = 'awaiting' and "deposits"."mode" = 'hold';--> statement-breakpoint
CREATE INDEX "deposits_open_idx" ON "deposits" USING btree ("status") WHERE "deposits"."status" in ('held', 'charged');--> statement-breakpoint
CREATE INDEX "stored_files_unattached_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."attached_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_deposit_idx" ON "refunds" USING btree ("booking_id") WHERE "refunds"."reason" = 'deposit';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('cancellation', 'extra_payment', 'staff', 'deposit'));--> statement-breakpoint
-- Bookings made before deposits had their own record paid the deposit with the rental: charge
-- mode. One still holding its payment keeps its deposit charged until the rules release it; any
-- other (unpaid, expired, or refunded in full) has nothing of it left to give back.
INSERT INTO "deposits" ("booking_id", "mode", "amount_cents", "currency", "status", "released_cents", "settled_at")
SELECT b."id", 'charge', (b."pricing"->>'deposit')::integer, b."currency", 'charged', 0, NULL
FROM "bookings" b
WHERE b."payment_status" = 'paid' AND (b."pricing"->>'deposit')::integer > 0
  AND (b."status" IN ('confirmed', 'completed')
       OR (b."status" = 'cancelled' AND b."cancellation_reason" IN ('staff', 'no_show')))
UNION ALL
SELECT b."id", 'charge', (b."pricing"->>'deposit')::integer, b."currency", 'released',
       (b."pricing"->>'deposit')::integer, now()
FROM "bookings" b
WHERE NOT (b."payment_status" = 'paid' AND (b."pricing"->>'deposit')::integer > 0
  AND (b."status" IN ('confirmed', 'completed')
       OR (b."status" = 'cancelled' AND b."cancellation_reason" IN ('staff', 'no_show'))));
