CREATE TABLE "sourcecasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"uid" text NOT NULL,
	"playback_data" text NOT NULL,
	"audio_file_name" text NOT NULL,
	"audio_key" text NOT NULL,
	"audio_size" bigint NOT NULL,
	"uploader_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcecasts_uid_index" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "sourcecasts" ADD CONSTRAINT "sourcecasts_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcecasts" ADD CONSTRAINT "sourcecasts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcecasts_course_id_inserted_at_index" ON "sourcecasts" USING btree ("course_id","inserted_at");