CREATE TABLE "invoice_chain" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"length" bigint DEFAULT 0 NOT NULL,
	"last_fingerprint" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_chain_one_row_check" CHECK ("invoice_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"fee_type" text,
	"quantity" integer,
	"days" integer,
	"price_per_day_cents" integer,
	"list_price_per_day_cents" integer,
	"discount_percent" integer,
	"amount_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('rental', 'fee', 'promo', 'retained', 'refund', 'damage'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"corrects_id" uuid,
	"issuer_tax_id" text NOT NULL,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"chain_position" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"previous_fingerprint" text,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('simplified', 'full', 'corrective', 'damage_receipt')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_sign_check" CHECK (("invoices"."kind" = 'corrective' and "invoices"."total_cents" < 0 and "invoices"."corrects_id" is not null)
        or ("invoices"."kind" <> 'corrective' and "invoices"."total_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_idx" ON "invoices" USING btree ("kind","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_chain_position_idx" ON "invoices" USING btree ("chain_position");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- The issuer's one chain of invoice records starts empty, under a placeholder tax id the server
-- replaces with its configuration's when it starts.
INSERT INTO "invoice_chain" ("id", "issuer_tax_id") VALUES (1, 'B00000000');--> statement-breakpoint
-- An issued invoice and its lines are never changed nor removed, whoever asks: a mistake is
-- corrected by a corrective invoice.
CREATE FUNCTION "invoices_issued_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is an issued record: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_no_change" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_issued_records"();--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "invoices_issued_records"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_no_change" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoices_issued_records"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_no_truncate" BEFORE TRUNCATE ON "invoice_lines" FOR EACH STATEMENT EXECUTE FUNCTION "invoices_issued_records"();
