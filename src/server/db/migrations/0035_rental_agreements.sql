CREATE TABLE "rental_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"pdf_sha256" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"staff_id" uuid NOT NULL,
	"language" text NOT NULL,
	"terms_text" text NOT NULL,
	"terms_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_agreements_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "rental_agreements_language_check" CHECK ("rental_agreements"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A signed agreement is never changed nor removed, whoever asks.
CREATE FUNCTION "rental_agreements_signed_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is a signed record: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "rental_agreements_no_change" BEFORE UPDATE OR DELETE ON "rental_agreements" FOR EACH ROW EXECUTE FUNCTION "rental_agreements_signed_records"();--> statement-breakpoint
CREATE TRIGGER "rental_agreements_no_truncate" BEFORE TRUNCATE ON "rental_agreements" FOR EACH STATEMENT EXECUTE FUNCTION "rental_agreements_signed_records"();
