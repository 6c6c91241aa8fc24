CREATE TABLE "unit_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"reported_by" uuid NOT NULL,
	"booking_id" uuid,
	"note" text NOT NULL,
	CONSTRAINT "unit_incidents_kind_check" CHECK ("unit_incidents"."kind" in ('crash', 'damage'))
);
--> statement-breakpoint
CREATE TABLE "unit_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"inspected_by" uuid NOT NULL,
	"checklist" jsonb NOT NULL,
	"booking_id" uuid,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_kind_fields_check";--> statement-breakpoint
ALTER TABLE "gear" ADD COLUMN "lifetime_years" integer;--> statement-breakpoint
ALTER TABLE "gear_categories" ADD COLUMN "inspection_every_days" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "manufactured_on" date;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "unit_incidents" ADD CONSTRAINT "unit_incidents_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_incidents" ADD CONSTRAINT "unit_incidents_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_incidents" ADD CONSTRAINT "unit_incidents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_inspections" ADD CONSTRAINT "unit_inspections_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_inspections" ADD CONSTRAINT "unit_inspections_inspected_by_users_id_fk" FOREIGN KEY ("inspected_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_inspections" ADD CONSTRAINT "unit_inspections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_incidents_unit_idx" ON "unit_incidents" USING btree ("unit_id","occurred_on");--> statement-breakpoint
CREATE INDEX "unit_inspections_unit_idx" ON "unit_inspections" USING btree ("unit_id","inspected_at");--> statement-breakpoint
ALTER TABLE "gear" ADD CONSTRAINT "gear_lifetime_check" CHECK ("gear"."lifetime_years" between 1 and 30);--> statement-breakpoint
ALTER TABLE "gear_categories" ADD CONSTRAINT "gear_categories_inspection_check" CHECK ("gear_categories"."inspection_every_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_expiry_check" CHECK ("units"."expires_on" > "units"."manufactured_on");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_kind_fields_check" CHECK (("reservations"."kind" = 'rental' and "reservations"."end_date" is not null and "reservations"."reason" is null)
        or ("reservations"."kind" = 'out_of_service' and "reservations"."unit_id" is not null
          and "reservations"."quantity" = 1 and "reservations"."status" <> 'held'
          and "reservations"."reason" in ('cleaning', 'repair', 'lost', 'retired', 'expired',
            'inspection_due')));--> statement-breakpoint
-- A unit's inspections and incidents are its safety history: never changed nor removed.
CREATE FUNCTION "unit_safety_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is a unit''s safety history: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "unit_inspections_no_change" BEFORE UPDATE OR DELETE ON "unit_inspections" FOR EACH ROW EXECUTE FUNCTION "unit_safety_history"();--> statement-breakpoint
CREATE TRIGGER "unit_inspections_no_truncate" BEFORE TRUNCATE ON "unit_inspections" FOR EACH STATEMENT EXECUTE FUNCTION "unit_safety_history"();--> statement-breakpoint
CREATE TRIGGER "unit_incidents_no_change" BEFORE UPDATE OR DELETE ON "unit_incidents" FOR EACH ROW EXECUTE FUNCTION "unit_safety_history"();--> statement-breakpoint
CREATE TRIGGER "unit_incidents_no_truncate" BEFORE TRUNCATE ON "unit_incidents" FOR EACH STATEMENT EXECUTE FUNCTION "unit_safety_history"();
