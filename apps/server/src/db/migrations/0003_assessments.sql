CREATE TYPE "public"."autograding_status" AS ENUM('none', 'processing', 'success', 'failed');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('programming', 'mcq', 'voting');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('attempting', 'attempted', 'submitted');--> statement-breakpoint
CREATE TABLE "answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"xp_adjustment" integer DEFAULT 0 NOT NULL,
	"comments" text,
	"autograding_status" "autograding_status" DEFAULT 'none' NOT NULL,
	"autograding_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relative_score" double precision DEFAULT 0 NOT NULL,
	"popular_score" double precision DEFAULT 0 NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grader_id" bigint,
	"graded_at" timestamp with time zone,
	"submission_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_submission_id_question_id_key" UNIQUE("submission_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"summary_short" text,
	"summary_long" text,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"cover_picture" text,
	"mission_pdf" text,
	"number" text NOT NULL,
	"story" text,
	"reading" text,
	"password" text,
	"max_team_size" integer DEFAULT 1 NOT NULL,
	"has_token_counter" boolean DEFAULT false NOT NULL,
	"has_voting_features" boolean DEFAULT false NOT NULL,
	"is_autosave_enabled" boolean DEFAULT true NOT NULL,
	"llm_assessment_prompt" text,
	"config_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_number_course_id_key" UNIQUE("number","course_id"),
	CONSTRAINT "assessments_open_before_close_check" CHECK ("assessments"."open_at" < "assessments"."close_at"),
	CONSTRAINT "assessments_max_team_size_check" CHECK ("assessments"."max_team_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"course_reg_id" bigint NOT NULL,
	"assessment_id" bigint NOT NULL,
	"submission_id" bigint,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"display_order" integer NOT NULL,
	"type" "question_type" NOT NULL,
	"question" jsonb NOT NULL,
	"max_xp" integer DEFAULT 0 NOT NULL,
	"show_solution" boolean DEFAULT false NOT NULL,
	"blocking" boolean DEFAULT false NOT NULL,
	"library" jsonb NOT NULL,
	"grading_library" jsonb NOT NULL,
	"assessment_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_max_xp_check" CHECK ("questions"."max_xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" "submission_status" DEFAULT 'attempting' NOT NULL,
	"xp_bonus" integer DEFAULT 0 NOT NULL,
	"is_grading_published" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"unsubmitted_at" timestamp with time zone,
	"unsubmitted_by_id" bigint,
	"student_id" bigint NOT NULL,
	"assessment_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_assessment_id_student_id_key" UNIQUE("assessment_id","student_id"),
	CONSTRAINT "submissions_xp_bonus_check" CHECK ("submissions"."xp_bonus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_grader_id_course_registrations_id_fk" FOREIGN KEY ("grader_id") REFERENCES "public"."course_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_config_id_assessment_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."assessment_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_course_reg_id_course_registrations_id_fk" FOREIGN KEY ("course_reg_id") REFERENCES "public"."course_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_unsubmitted_by_id_course_registrations_id_fk" FOREIGN KEY ("unsubmitted_by_id") REFERENCES "public"."course_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_course_registrations_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."course_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_question_id_index" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "assessments_course_id_index" ON "assessments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "assessments_config_id_index" ON "assessments" USING btree ("config_id");--> statement-breakpoint
CREATE INDEX "notifications_course_reg_id_read_index" ON "notifications" USING btree ("course_reg_id","read");--> statement-breakpoint
CREATE INDEX "questions_assessment_id_index" ON "questions" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "submissions_student_id_index" ON "submissions" USING btree ("student_id");