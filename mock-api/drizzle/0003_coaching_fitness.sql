CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"question" text NOT NULL,
	"locale" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "chat_messages_locale_check" CHECK ("chat_messages"."locale" in ('en', 'fr', 'de', 'nl')),
	CONSTRAINT "chat_messages_status_check" CHECK ("chat_messages"."status" in ('pending', 'answering', 'done', 'stopped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "coaching_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaching_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_requests_kind_check" CHECK ("coaching_requests"."kind" in ('chat', 'magic-menu'))
);
--> statement-breakpoint
CREATE TABLE "fitness_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"workout_id" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"weight_kg" double precision NOT NULL,
	"qis" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_sessions_workout_check" CHECK ("fitness_sessions"."workout_id" between 1 and 11),
	CONSTRAINT "fitness_sessions_duration_check" CHECK ("fitness_sessions"."duration_seconds" between 1 and 7200)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_sessions" ADD CONSTRAINT "fitness_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_member_created_idx" ON "chat_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "coaching_requests_member_kind_idx" ON "coaching_requests" USING btree ("member_id","kind","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fitness_sessions_member_start_key" ON "fitness_sessions" USING btree ("member_id","workout_id","started_at");--> statement-breakpoint
CREATE INDEX "fitness_sessions_member_completed_idx" ON "fitness_sessions" USING btree ("member_id","completed_at");