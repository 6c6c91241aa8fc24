CREATE TABLE "discount_tiers" (
	"min_days" integer PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_tiers_min_days_check" CHECK ("discount_tiers"."min_days" > 1),
	CONSTRAINT "discount_tiers_percent_check" CHECK ("discount_tiers"."percent_off" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"basis" text NOT NULL,
	"location_code" text,
	"optional" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "fees_amount_check" CHECK ("fees"."amount_cents" >= 0),
	CONSTRAINT "fees_basis_check" CHECK ("fees"."basis" in ('per_item', 'per_item_per_day', 'per_rental'))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_location_code_pickup_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."pickup_locations"("code") ON DELETE cascade ON UPDATE no action;