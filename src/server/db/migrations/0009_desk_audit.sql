CREATE TABLE "staff_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"booking_id" uuid,
	"unit_id" uuid,
	"target_user_id" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handed_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "staff_actions_booking_idx" ON "staff_actions" USING btree ("booking_id") WHERE "staff_actions"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_actions_unit_idx" ON "staff_actions" USING btree ("unit_id") WHERE "staff_actions"."unit_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_actions_actor_idx" ON "staff_actions" USING btree ("actor_id","at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_location_start_idx" ON "bookings" USING btree ("pickup_location_code","start_date");--> statement-breakpoint
CREATE INDEX "bookings_location_end_idx" ON "bookings" USING btree ("pickup_location_code","end_date");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('cancellation', 'extra_payment', 'staff'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0);--> statement-breakpoint
-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE gets through, whoever asks.
CREATE FUNCTION "staff_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_change" BEFORE UPDATE OR DELETE ON "staff_actions" FOR EACH ROW EXECUTE FUNCTION "staff_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON "staff_actions" FOR EACH STATEMENT EXECUTE FUNCTION "staff_actions_append_only"();--> statement-breakpoint
-- Desk lookup: lower case without Spanish and common European accents (unaccent is not on every
-- PostgreSQL build, PGlite included), so "garcia" finds "García".
CREATE FUNCTION "desk_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))
$$;
