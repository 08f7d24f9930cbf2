CREATE TABLE "submission_votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voter_id" bigint NOT NULL,
	"submission_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"score" integer,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_votes_voter_id_submission_id_question_id_key" UNIQUE("voter_id","submission_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "submission_votes" ADD CONSTRAINT "submission_votes_voter_id_course_registrations_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."course_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_votes" ADD CONSTRAINT "submission_votes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_votes" ADD CONSTRAINT "submission_votes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_votes_submission_id_index" ON "submission_votes" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submission_votes_question_id_index" ON "submission_votes" USING btree ("question_id");