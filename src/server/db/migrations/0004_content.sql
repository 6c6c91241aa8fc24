CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"summaries" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"image" text,
	"published_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_id_check" CHECK ("articles"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"locale" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"effective_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_pages_locale_check" CHECK ("legal_pages"."locale" in ('en', 'es'))
);
--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_on");