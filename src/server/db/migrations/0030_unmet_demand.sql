CREATE TABLE "unmet_demand_days" (
	"location_code" text NOT NULL,
	"gear_id" uuid NOT NULL,
	"day" date NOT NULL,
	"asks_starting" integer DEFAULT 0 NOT NULL,
	"units_short" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unmet_demand_days_location_code_gear_id_day_pk" PRIMARY KEY("location_code","gear_id","day"),
	CONSTRAINT "unmet_demand_days_counts" CHECK ("unmet_demand_days"."asks_starting" >= 0 and "unmet_demand_days"."units_short" >= 0)
);
--> statement-breakpoint
ALTER TABLE "unmet_demand_days" ADD CONSTRAINT "unmet_demand_days_location_code_pickup_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."pickup_locations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmet_demand_days" ADD CONSTRAINT "unmet_demand_days_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;