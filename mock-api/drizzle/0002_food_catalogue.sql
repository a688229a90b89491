CREATE TABLE "food_names" (
	"food_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "food_names_pkey" PRIMARY KEY("food_id","locale"),
	CONSTRAINT "food_names_locale_check" CHECK ("food_names"."locale" in ('fr', 'de', 'nl', 'it', 'en'))
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_code" text NOT NULL,
	"kcal" double precision,
	"fat" double precision,
	"cholesterol" double precision,
	"category" text,
	"portion_grams" double precision,
	"portion_label" text,
	CONSTRAINT "foods_source_check" CHECK ("foods"."source" in ('ciqual', 'swiss', 'bls', 'nevo'))
);
--> statement-breakpoint
ALTER TABLE "food_names" ADD CONSTRAINT "food_names_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_names_locale_idx" ON "food_names" USING btree ("locale");--> statement-breakpoint
CREATE UNIQUE INDEX "foods_source_code_key" ON "foods" USING btree ("source","source_code");--> statement-breakpoint
CREATE INDEX "foods_category_idx" ON "foods" USING btree ("category");