ALTER TABLE "bookings" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_billing_details_check" CHECK ("bookings"."billing_details" is null or jsonb_typeof("bookings"."billing_details") = 'object');--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_billing_details_check" CHECK ("quotes"."billing_details" is null or jsonb_typeof("quotes"."billing_details") = 'object');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_full_recipient_check" CHECK ("invoices"."kind" <> 'full' or jsonb_typeof("invoices"."recipient") = 'object');