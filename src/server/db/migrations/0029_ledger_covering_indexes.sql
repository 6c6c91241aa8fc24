DROP INDEX "payments_paid_at_idx";--> statement-breakpoint
DROP INDEX "refunds_created_at_idx";--> statement-breakpoint
DROP INDEX "deposit_holds_created_at_idx";--> statement-breakpoint
DROP INDEX "deposit_jobs_done_at_idx";--> statement-breakpoint
DROP INDEX "invoices_issued_at_idx";--> statement-breakpoint
CREATE INDEX "bookings_ledger_idx" ON "bookings" USING btree ("id","pickup_location_code","reference","status","payment_status","cancellation_reason","total_cents","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at","booking_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at","booking_id") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "deposit_holds_created_at_idx" ON "deposit_holds" USING btree ("created_at","booking_id") WHERE "deposit_holds"."provider_hold_id" is not null and "deposit_holds"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "deposit_jobs_done_at_idx" ON "deposit_jobs" USING btree ("done_at","booking_id") WHERE "deposit_jobs"."status" = 'done';--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at","booking_id");