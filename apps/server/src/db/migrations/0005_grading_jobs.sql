CREATE TYPE "public"."grading_job_status" AS ENUM('queued', 'running', 'done');--> statement-breakpoint
CREATE TABLE "grading_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"answer_id" bigint NOT NULL,
	"status" "grading_job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grading_jobs_answer_id_key" UNIQUE("answer_id")
);
--> statement-breakpoint
ALTER TABLE "grading_jobs" ADD CONSTRAINT "grading_jobs_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grading_jobs_status_locked_until_index" ON "grading_jobs" USING btree ("status","locked_until");