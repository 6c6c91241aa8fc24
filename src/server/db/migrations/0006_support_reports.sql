CREATE TABLE "support_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"description" text NOT NULL,
	"payload" text NOT NULL,
	"preloaded_state" text NOT NULL,
	"app_version" text NOT NULL,
	"language" text NOT NULL,
	"route" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_reports_language_check" CHECK ("support_reports"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "support_reports" ADD CONSTRAINT "support_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_reports_created_idx" ON "support_reports" USING btree ("created_at");