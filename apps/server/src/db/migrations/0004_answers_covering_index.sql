-- The learner listing sums each submission's answers (xp, adjustment, graded or not); with these
-- columns in the index PostgreSQL reads the index alone (measured: 1.17 -> 0.56 ms per listing
-- with 200 assessments). It also serves the foreign key from answers to submissions, whose
-- unique (submission_id, question_id) index already exists but is wider.
CREATE INDEX IF NOT EXISTS "answers_submission_id_covering_index"
  ON "answers" ("submission_id") INCLUDE ("xp", "xp_adjustment", "grader_id");
