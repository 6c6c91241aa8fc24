CREATE TABLE "child_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"birth_month" text,
	"height_mm" integer,
	"weight_hg" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_profiles_birth_month_check" CHECK ("child_profiles"."birth_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "child_profiles_height_check" CHECK ("child_profiles"."height_mm" between 300 and 1900),
	CONSTRAINT "child_profiles_weight_check" CHECK ("child_profiles"."weight_hg" between 10 and 1000)
);
--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_profiles_user_idx" ON "child_profiles" USING btree ("user_id","created_at");