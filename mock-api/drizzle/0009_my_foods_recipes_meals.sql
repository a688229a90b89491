CREATE TABLE "diary_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slot" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kcal_per_100g" double precision NOT NULL,
	"portion_label" text,
	"portion_grams" double precision,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_foods_kcal_check" CHECK ("my_foods"."kcal_per_100g" between 0 and 900),
	CONSTRAINT "my_foods_portion_check" CHECK (("my_foods"."portion_label" is null) = ("my_foods"."portion_grams" is null) and ("my_foods"."portion_grams" is null or "my_foods"."portion_grams" between 1 and 5000))
);
--> statement-breakpoint
CREATE TABLE "my_recipe_ingredients" (
	"recipe_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"food_id" integer,
	"my_food_id" uuid,
	"grams" double precision NOT NULL,
	CONSTRAINT "my_recipe_ingredients_recipe_id_position_pk" PRIMARY KEY("recipe_id","position"),
	CONSTRAINT "my_recipe_ingredients_one_food_check" CHECK (("my_recipe_ingredients"."food_id" is null) <> ("my_recipe_ingredients"."my_food_id" is null))
);
--> statement-breakpoint
CREATE TABLE "my_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"servings" integer NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_recipes_servings_check" CHECK ("my_recipes"."servings" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "diary_entries" DROP CONSTRAINT "diary_entries_kind_check";--> statement-breakpoint
ALTER TABLE "diary_entries" ADD COLUMN "unit_kcal" double precision;--> statement-breakpoint
ALTER TABLE "diary_meals" ADD CONSTRAINT "diary_meals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_foods" ADD CONSTRAINT "my_foods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_recipe_ingredients" ADD CONSTRAINT "my_recipe_ingredients_recipe_id_my_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."my_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_recipe_ingredients" ADD CONSTRAINT "my_recipe_ingredients_my_food_id_my_foods_id_fk" FOREIGN KEY ("my_food_id") REFERENCES "public"."my_foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_recipes" ADD CONSTRAINT "my_recipes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_meals_member_idx" ON "diary_meals" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "my_foods_member_idx" ON "my_foods" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "my_recipe_ingredients_my_food_idx" ON "my_recipe_ingredients" USING btree ("my_food_id");--> statement-breakpoint
CREATE INDEX "my_recipes_member_idx" ON "my_recipes" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_kind_check" CHECK ("diary_entries"."kind" in ('food', 'recipe', 'quick', 'activity', 'my-food', 'my-recipe'));--> statement-breakpoint
-- A member's own foods, recipes and meals are their rows: counted like the diary's (migration 0007).
-- A recipe's ingredients change only with their recipe's row, which is counted.
CREATE TRIGGER my_foods_count_change AFTER INSERT OR UPDATE OR DELETE ON my_foods
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER my_recipes_count_change AFTER INSERT OR UPDATE OR DELETE ON my_recipes
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER diary_meals_count_change AFTER INSERT OR UPDATE OR DELETE ON diary_meals
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
