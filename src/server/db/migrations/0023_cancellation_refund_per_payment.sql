DROP INDEX "refunds_cancellation_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_idx" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" = 'cancellation';