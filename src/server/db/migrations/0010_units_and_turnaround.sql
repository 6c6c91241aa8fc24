CREATE TABLE "gear_categories" (
	"category" text PRIMARY KEY NOT NULL,
	"turnaround_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_categories_turnaround_check" CHECK ("gear_categories"."turnaround_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gear_id" uuid NOT NULL,
	"location_code" text NOT NULL,
	"asset_tag" text NOT NULL,
	"condition_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'in_service' NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_asset_tag_unique" UNIQUE("asset_tag"),
	CONSTRAINT "units_status_check" CHECK ("units"."status" in ('in_service', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "kind" text DEFAULT 'rental' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_inventory_fk" FOREIGN KEY ("gear_id","location_code") REFERENCES "public"."inventory"("gear_id","location_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "units_location_idx" ON "units" USING btree ("location_code","gear_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_unit_idx" ON "reservations" USING btree ("unit_id") WHERE "reservations"."unit_id" is not null;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_kind_check" CHECK ("reservations"."kind" in ('rental', 'out_of_service'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_kind_fields_check" CHECK (("reservations"."kind" = 'rental' and "reservations"."end_date" is not null and "reservations"."reason" is null)
        or ("reservations"."kind" = 'out_of_service' and "reservations"."unit_id" is not null
          and "reservations"."quantity" = 1 and "reservations"."status" <> 'held'
          and "reservations"."reason" in ('cleaning', 'repair', 'lost', 'retired')));--> statement-breakpoint
-- Today's stock becomes units, tagged <location>-<gear code>-001, -002...: availability is unchanged.
INSERT INTO "units" ("gear_id", "location_code", "asset_tag")
SELECT i."gear_id", i."location_code", i."location_code" || '-' || g."code" || '-' || lpad(n::text, 3, '0')
FROM "inventory" i
JOIN "gear" g ON g."id" = i."gear_id"
CROSS JOIN LATERAL generate_series(1, i."stock") AS n;
