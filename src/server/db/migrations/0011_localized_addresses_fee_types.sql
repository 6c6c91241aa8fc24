ALTER TABLE "pickup_locations" ADD COLUMN "addresses" jsonb;--> statement-breakpoint
UPDATE "pickup_locations" SET "addresses" = jsonb_build_object('en', "address", 'es', CASE WHEN "address" LIKE 'Arrivals hall, %' THEN 'Vestíbulo de llegadas, ' || substr("address", length('Arrivals hall, ') + 1) ELSE "address" END);--> statement-breakpoint
ALTER TABLE "pickup_locations" ALTER COLUMN "addresses" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_locations" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_type_check" CHECK ("fees"."type" in ('insurance', 'cleaning', 'airport', 'processing', 'delivery', 'pickup', 'damage_waiver', 'equipment_fee', 'service_fee'));
