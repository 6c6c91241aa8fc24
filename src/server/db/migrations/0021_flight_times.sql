CREATE TABLE "flight_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"expected_arrival_at" timestamp with time zone,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_updates_message_booking_key" UNIQUE("message_id","booking_id"),
	CONSTRAINT "flight_updates_source_check" CHECK ("flight_updates"."source" in ('family', 'flight_data', 'desk')),
	CONSTRAINT "flight_updates_status_check" CHECK ("flight_updates"."status" in ('on_time', 'delayed', 'cancelled', 'landed'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrival_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expected_arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_reported_by" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "arrival_time" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "departure_time" text;--> statement-breakpoint
ALTER TABLE "flight_updates" ADD CONSTRAINT "flight_updates_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_updates_booking_idx" ON "flight_updates" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_flight_status_check" CHECK ("bookings"."flight_status" in ('on_time', 'delayed', 'cancelled', 'landed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_flight_reported_by_check" CHECK ("bookings"."flight_reported_by" in ('family', 'flight_data', 'desk'));