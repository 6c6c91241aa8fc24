DROP INDEX "refunds_deposit_idx";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "part_of" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_part_of_refunds_id_fk" FOREIGN KEY ("part_of") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_deposit_idx" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" = 'deposit';