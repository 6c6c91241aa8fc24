CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gear_id" uuid NOT NULL,
	"location_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"quote_id" uuid,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_quantity_check" CHECK ("reservations"."quantity" > 0),
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."end_date" > "reservations"."start_date"),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('held', 'confirmed', 'released')),
	CONSTRAINT "reservations_hold_expiry_check" CHECK ("reservations"."status" <> 'held' or "reservations"."expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_location_code_pickup_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."pickup_locations"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_active_idx" ON "reservations" USING btree ("location_code","gear_id","end_date") WHERE "reservations"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "reservations_quote_idx" ON "reservations" USING btree ("quote_id") WHERE "reservations"."quote_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_booking_idx" ON "reservations" USING btree ("booking_id") WHERE "reservations"."booking_id" is not null;