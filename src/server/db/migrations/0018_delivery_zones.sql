ALTER TABLE "bookings" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "served_from" text;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "postal_codes" jsonb;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "area" jsonb;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "lead_days" integer;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "lead_cutoff" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD CONSTRAINT "pickup_locations_served_from_pickup_locations_code_fk" FOREIGN KEY ("served_from") REFERENCES "public"."pickup_locations"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_delivery_address_check" CHECK ("bookings"."delivery_address" is null or jsonb_typeof("bookings"."delivery_address") = 'object');--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD CONSTRAINT "pickup_locations_zone_fields_check" CHECK (("pickup_locations"."type" = 'delivery' and "pickup_locations"."served_from" is not null
          and "pickup_locations"."served_from" <> "pickup_locations"."code" and "pickup_locations"."postal_codes" is not null
          and "pickup_locations"."area" is not null and "pickup_locations"."lead_days" between 0 and 30
          and "pickup_locations"."lead_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
        or ("pickup_locations"."type" = 'collection' and "pickup_locations"."served_from" is null
          and "pickup_locations"."postal_codes" is null and "pickup_locations"."area" is null
          and "pickup_locations"."lead_days" is null and "pickup_locations"."lead_cutoff" is null));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_delivery_address_check" CHECK ("quotes"."delivery_address" is null or jsonb_typeof("quotes"."delivery_address") = 'object');