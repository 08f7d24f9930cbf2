CREATE TABLE "achievement_prerequisites" (
	"achievement_uuid" uuid NOT NULL,
	"prerequisite_uuid" uuid NOT NULL,
	CONSTRAINT "achievement_prerequisites_pkey" PRIMARY KEY("achievement_uuid","prerequisite_uuid"),
	CONSTRAINT "achievement_prerequisites_not_self_check" CHECK ("achievement_prerequisites"."achievement_uuid" <> "achievement_prerequisites"."prerequisite_uuid")
);
--> statement-breakpoint
CREATE TABLE "achievement_to_goal" (
	"achievement_uuid" uuid NOT NULL,
	"goal_uuid" uuid NOT NULL,
	CONSTRAINT "achievement_to_goal_pkey" PRIMARY KEY("achievement_uuid","goal_uuid")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"course_id" bigint NOT NULL,
	"title" text NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"is_variable_xp" boolean DEFAULT false NOT NULL,
	"open_at" timestamp with time zone,
	"close_at" timestamp with time zone,
	"is_task" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"card_tile_url" text,
	"canvas_url" text,
	"description" text,
	"completion_text" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_xp_check" CHECK ("achievements"."xp" >= 0),
	CONSTRAINT "achievements_position_check" CHECK ("achievements"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goal_progress" (
	"goal_uuid" uuid NOT NULL,
	"course_reg_id" bigint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_progress_pkey" PRIMARY KEY("goal_uuid","course_reg_id"),
	CONSTRAINT "goal_progress_count_check" CHECK ("goal_progress"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"course_id" bigint NOT NULL,
	"text" text NOT NULL,
	"target_count" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_target_count_check" CHECK ("goals"."target_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "achievement_prerequisites" ADD CONSTRAINT "achievement_prerequisites_achievement_uuid_achievements_uuid_fk" FOREIGN KEY ("achievement_uuid") REFERENCES "public"."achievements"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_prerequisites" ADD CONSTRAINT "achievement_prerequisites_prerequisite_uuid_achievements_uuid_fk" FOREIGN KEY ("prerequisite_uuid") REFERENCES "public"."achievements"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_to_goal" ADD CONSTRAINT "achievement_to_goal_achievement_uuid_achievements_uuid_fk" FOREIGN KEY ("achievement_uuid") REFERENCES "public"."achievements"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_to_goal" ADD CONSTRAINT "achievement_to_goal_goal_uuid_goals_uuid_fk" FOREIGN KEY ("goal_uuid") REFERENCES "public"."goals"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress" ADD CONSTRAINT "goal_progress_goal_uuid_goals_uuid_fk" FOREIGN KEY ("goal_uuid") REFERENCES "public"."goals"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress" ADD CONSTRAINT "goal_progress_course_reg_id_course_registrations_id_fk" FOREIGN KEY ("course_reg_id") REFERENCES "public"."course_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievement_prerequisites_prerequisite_uuid_index" ON "achievement_prerequisites" USING btree ("prerequisite_uuid");--> statement-breakpoint
CREATE INDEX "achievement_to_goal_goal_uuid_index" ON "achievement_to_goal" USING btree ("goal_uuid");--> statement-breakpoint
CREATE INDEX "achievements_course_id_index" ON "achievements" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "goal_progress_course_reg_id_index" ON "goal_progress" USING btree ("course_reg_id");--> statement-breakpoint
CREATE INDEX "goals_course_id_index" ON "goals" USING btree ("course_id");