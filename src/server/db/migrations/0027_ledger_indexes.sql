CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposit_holds_created_at_idx" ON "deposit_holds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposit_jobs_done_at_idx" ON "deposit_jobs" USING btree ("done_at") WHERE "deposit_jobs"."status" = 'done';