CREATE TABLE "research_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"course_id" bigint NOT NULL,
	"course_reg_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"assessment_id" bigint,
	"question_id" bigint,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"client_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_logs_course_reg_id_entry_id_key" UNIQUE("course_reg_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "research_logs" ADD CONSTRAINT "research_logs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_logs" ADD CONSTRAINT "research_logs_course_reg_id_course_registrations_id_fk" FOREIGN KEY ("course_reg_id") REFERENCES "public"."course_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_logs_course_id_id_index" ON "research_logs" USING btree ("course_id","id");