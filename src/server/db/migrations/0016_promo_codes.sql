CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"categories" jsonb,
	"min_rental_days" integer DEFAULT 1 NOT NULL,
	"total_uses" integer,
	"per_traveller" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" ~ '^[A-Z0-9-]{3,32}$'),
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_amount_check" CHECK ("promo_codes"."amount" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."amount" <= 100)),
	CONSTRAINT "promo_codes_validity_check" CHECK ("promo_codes"."valid_until" is null or "promo_codes"."valid_until" > "promo_codes"."valid_from"),
	CONSTRAINT "promo_codes_min_days_check" CHECK ("promo_codes"."min_rental_days" >= 1),
	CONSTRAINT "promo_codes_limits_check" CHECK (("promo_codes"."total_uses" is null or "promo_codes"."total_uses" >= 1) and ("promo_codes"."per_traveller" is null or "promo_codes"."per_traveller" >= 1)),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."total_uses" is null or "promo_codes"."uses" <= "promo_codes"."total_uses"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "promo_redemptions_amount_check" CHECK ("promo_redemptions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_traveller_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id") WHERE "promo_redemptions"."released_at" is null;