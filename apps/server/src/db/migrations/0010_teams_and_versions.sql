CREATE TABLE "answer_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"answer_id" bigint NOT NULL,
	"content" text NOT NULL,
	"name" text,
	"saved_by_id" bigint,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_student_id_key" UNIQUE("team_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assessment_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "team_id" bigint;--> statement-breakpoint
ALTER TABLE "answer_versions" ADD CONSTRAINT "answer_versions_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_versions" ADD CONSTRAINT "answer_versions_saved_by_id_course_registrations_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."course_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_student_id_course_registrations_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."course_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_versions_answer_id_inserted_at_index" ON "answer_versions" USING btree ("answer_id","inserted_at");--> statement-breakpoint
CREATE INDEX "team_members_student_id_index" ON "team_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "teams_assessment_id_index" ON "teams" USING btree ("assessment_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_team_id_index" ON "submissions" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assessment_id_team_id_key" UNIQUE("assessment_id","team_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_one_owner_check" CHECK (("submissions"."student_id" is null) <> ("submissions"."team_id" is null));