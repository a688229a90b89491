CREATE TABLE "diary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" text,
	"kind" text NOT NULL,
	"food_id" integer,
	"ref" text,
	"name" text NOT NULL,
	"grams" double precision,
	"portions" double precision,
	"minutes" integer,
	"qis" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_entries_kind_check" CHECK ("diary_entries"."kind" in ('food', 'recipe', 'quick', 'activity')),
	CONSTRAINT "diary_entries_slot_check" CHECK (("diary_entries"."kind" = 'activity' and "diary_entries"."slot" is null) or "diary_entries"."slot" in ('morning', 'noon', 'evening', 'snack')),
	CONSTRAINT "diary_entries_qis_check" CHECK ("diary_entries"."qis" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "diary_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"activity_level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_settings_activity_level_check" CHECK ("diary_settings"."activity_level" in ('very-inactive', 'sitting', 'high-work', 'high-work-leisure'))
);
--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_settings" ADD CONSTRAINT "diary_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diary_entries_member_client_key" ON "diary_entries" USING btree ("member_id","client_id");--> statement-breakpoint
CREATE INDEX "diary_entries_member_day_idx" ON "diary_entries" USING btree ("member_id","day");