-- The one test of older builds becomes the first assessment, and each distinct cohort label a
-- drive of it (issue 36). Saved settings are copied here; when none were saved (the environment's
-- values applied, which SQL cannot read) start-up creates the first assessment from them and
-- points these drives and attempts at it (`ensureDefaultAssessment`).
INSERT INTO "assessments" ("name", "rounds", "question_count", "questions_per_category", "shuffle_options",
  "seconds_per_question", "pass_percent", "practical_minutes", "notify_hr", "is_default", "created_at", "updated_at")
SELECT 'Company test', 'both', "question_count", "questions_per_category", "shuffle_options",
  "seconds_per_question", "pass_percent"::text::float8, "practical_minutes", "notify_hr", true, "saved_at", "saved_at"
FROM "test_settings" WHERE "id" = 1;
--> statement-breakpoint
INSERT INTO "drives" ("name", "assessment_id", "created_at")
SELECT "cohort", (SELECT "id" FROM "assessments" WHERE "is_default"), min("created_at")
FROM "candidates" WHERE "cohort" IS NOT NULL GROUP BY "cohort";
--> statement-breakpoint
UPDATE "mcq_attempts" SET "assessment_id" = (SELECT "id" FROM "assessments" WHERE "is_default")
WHERE "assessment_id" IS NULL;
