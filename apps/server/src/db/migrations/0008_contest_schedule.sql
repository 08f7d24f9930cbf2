ALTER TABLE "assessments" ADD COLUMN "contest_scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "contest_finalised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "entries_assigned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "questions_voting_assessment_id_index" ON "questions" USING btree ("assessment_id") WHERE "questions"."type" = 'voting';--> statement-breakpoint
-- Voting assessments closed before the contest scheduler existed count as finalised: its first tick
-- must not publish contest grading and hand out contest XP again for long-past contests.
UPDATE "assessments" SET "contest_finalised_at" = now()
WHERE "close_at" <= now()
  AND EXISTS (SELECT 1 FROM "questions" q WHERE q."assessment_id" = "assessments"."id" AND q."type" = 'voting');
