CREATE TABLE "gear" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"age_group" text NOT NULL,
	"brand" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"technical_details" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"price_per_day_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_code_unique" UNIQUE("code"),
	CONSTRAINT "gear_category_check" CHECK ("gear"."category" in ('car_seat', 'booster_seat', 'stroller', 'travel_cot', 'high_chair')),
	CONSTRAINT "gear_age_group_check" CHECK ("gear"."age_group" in ('infant', 'toddler', 'child')),
	CONSTRAINT "gear_price_check" CHECK ("gear"."price_per_day_cents" > 0),
	CONSTRAINT "gear_deposit_check" CHECK ("gear"."deposit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"gear_id" uuid NOT NULL,
	"location_code" text NOT NULL,
	"stock" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_gear_id_location_code_pk" PRIMARY KEY("gear_id","location_code"),
	CONSTRAINT "inventory_stock_check" CHECK ("inventory"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_locations" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"operating_hours" jsonb NOT NULL,
	"closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_locations_type_check" CHECK ("pickup_locations"."type" in ('collection', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_location_code_pickup_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."pickup_locations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gear_category_idx" ON "gear" USING btree ("category","age_group");--> statement-breakpoint
CREATE INDEX "inventory_location_idx" ON "inventory" USING btree ("location_code");