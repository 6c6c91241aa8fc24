CREATE TABLE "tax_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"agency" text NOT NULL,
	"status" text NOT NULL,
	"record" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_submissions_status_check" CHECK ("tax_submissions"."status" in ('recorded_not_sent'))
);
--> statement-breakpoint
ALTER TABLE "tax_submissions" ADD CONSTRAINT "tax_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_submissions_invoice_idx" ON "tax_submissions" USING btree ("invoice_id");