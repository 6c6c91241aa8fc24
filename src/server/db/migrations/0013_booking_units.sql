CREATE TABLE "booking_units" (
	"booking_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"handed_out_at" timestamp with time zone NOT NULL,
	"handed_out_by" uuid NOT NULL,
	"out_condition" text,
	"returned_at" timestamp with time zone,
	"returned_by" uuid,
	"return_outcome" text,
	"return_note" text,
	CONSTRAINT "booking_units_booking_id_unit_id_pk" PRIMARY KEY("booking_id","unit_id"),
	CONSTRAINT "booking_units_return_check" CHECK (("booking_units"."returned_at" is null and "booking_units"."return_outcome" is null)
        or ("booking_units"."returned_at" is not null
          and "booking_units"."return_outcome" in ('fine', 'cleaning', 'repair', 'missing')))
);
--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_handed_out_by_users_id_fk" FOREIGN KEY ("handed_out_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_units_out_idx" ON "booking_units" USING btree ("unit_id") WHERE "booking_units"."returned_at" is null;