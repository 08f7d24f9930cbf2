ALTER TABLE "assessments" ADD COLUMN "auto_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "enable_auto_submit_on_close" boolean DEFAULT false NOT NULL;