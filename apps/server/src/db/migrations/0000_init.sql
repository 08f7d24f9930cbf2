CREATE TYPE "public"."role" AS ENUM('student', 'staff', 'admin');--> statement-breakpoint
CREATE TABLE "assessment_configs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order" integer NOT NULL,
	"type" text NOT NULL,
	"show_grading_summary" boolean DEFAULT true NOT NULL,
	"is_manually_graded" boolean DEFAULT true NOT NULL,
	"has_token_counter" boolean DEFAULT false NOT NULL,
	"has_voting_features" boolean DEFAULT false NOT NULL,
	"early_submission_xp" integer DEFAULT 0 NOT NULL,
	"hours_before_early_xp_decay" integer DEFAULT 0 NOT NULL,
	"is_grading_auto_published" boolean DEFAULT false NOT NULL,
	"is_minigame" boolean DEFAULT false NOT NULL,
	"is_autosave_enabled" boolean DEFAULT true NOT NULL,
	"course_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_configs_order_course_id_key" UNIQUE("order","course_id"),
	CONSTRAINT "assessment_configs_order_check" CHECK ("assessment_configs"."order" between 1 and 8),
	CONSTRAINT "assessment_configs_early_submission_xp_check" CHECK ("assessment_configs"."early_submission_xp" >= 0),
	CONSTRAINT "assessment_configs_hours_before_decay_check" CHECK ("assessment_configs"."hours_before_early_xp_decay" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"role" "role" NOT NULL,
	"game_states" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"agreed_to_research" boolean,
	"group_id" bigint,
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_registrations_user_id_course_id_key" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_name" text NOT NULL,
	"course_short_name" text,
	"viewable" boolean DEFAULT true NOT NULL,
	"enable_game" boolean DEFAULT true NOT NULL,
	"enable_achievements" boolean DEFAULT true NOT NULL,
	"enable_overall_leaderboard" boolean DEFAULT true NOT NULL,
	"enable_contest_leaderboard" boolean DEFAULT true NOT NULL,
	"top_leaderboard_display" integer DEFAULT 100 NOT NULL,
	"top_contest_leaderboard_display" integer DEFAULT 10 NOT NULL,
	"enable_sourcecast" boolean DEFAULT true NOT NULL,
	"enable_stories" boolean DEFAULT false NOT NULL,
	"source_chapter" integer DEFAULT 1 NOT NULL,
	"source_variant" text DEFAULT 'default' NOT NULL,
	"module_help_text" text,
	"assets_prefix" text,
	"feedback_url" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_source_chapter_check" CHECK ("courses"."source_chapter" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"leader_id" bigint,
	"course_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_name_course_id_key" UNIQUE("name","course_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" bigint,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text,
	"username" text NOT NULL,
	"provider" text NOT NULL,
	"super_admin" boolean DEFAULT false NOT NULL,
	"email" text,
	"latest_viewed_course_id" bigint,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_provider_key" UNIQUE("username","provider")
);
--> statement-breakpoint
ALTER TABLE "assessment_configs" ADD CONSTRAINT "assessment_configs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_leader_id_course_registrations_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."course_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_refresh_tokens_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_latest_viewed_course_id_courses_id_fk" FOREIGN KEY ("latest_viewed_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_registrations_course_id_index" ON "course_registrations" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");