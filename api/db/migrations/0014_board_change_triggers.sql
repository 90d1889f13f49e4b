-- The live board's change feed (board_changes): every write that can change a candidate's row on
-- the board adds the candidate, in the writing statement's own transaction, whoever writes it.
-- MCQ attempts change only together with an event in their log (start, answer, resume, close,
-- reopen, retake, late answer), so the log's inserts stand for them: one row per candidate per
-- statement, however many events it inserts.
CREATE FUNCTION "board_change_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "board_changes" ("candidate_id")
    SELECT DISTINCT a."candidate_id" FROM "inserted_events" e
    JOIN "mcq_attempts" a ON a."id" = e."attempt_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "board_change_of_events" AFTER INSERT ON "attempt_events"
  REFERENCING NEW TABLE AS "inserted_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "board_change_of_events"();--> statement-breakpoint
-- The practical round: started, its page's periodic time check (last seen), its submission.
CREATE FUNCTION "board_change_of_round"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "board_changes" ("candidate_id") VALUES (NEW."candidate_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "board_change_of_round" AFTER INSERT OR UPDATE ON "practical_rounds"
  FOR EACH ROW EXECUTE FUNCTION "board_change_of_round"();--> statement-breakpoint
CREATE TRIGGER "board_change_of_submission" AFTER INSERT ON "practical_submissions"
  FOR EACH ROW EXECUTE FUNCTION "board_change_of_round"();--> statement-breakpoint
-- Candidates: added (an import adds hundreds in one statement), removed, or changed in what the
-- board shows or filters on (not on every login, which moves other columns).
CREATE FUNCTION "board_change_of_new_candidates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "board_changes" ("candidate_id") SELECT "id" FROM "inserted_candidates";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "board_change_of_new_candidates" AFTER INSERT ON "candidates"
  REFERENCING NEW TABLE AS "inserted_candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "board_change_of_new_candidates"();--> statement-breakpoint
CREATE FUNCTION "board_change_of_candidate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "board_changes" ("candidate_id") VALUES (OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "board_change_of_candidate" AFTER UPDATE ON "candidates"
  FOR EACH ROW WHEN (
    OLD."full_name" IS DISTINCT FROM NEW."full_name"
    OR OLD."one_time_id" IS DISTINCT FROM NEW."one_time_id"
    OR OLD."test_type" IS DISTINCT FROM NEW."test_type"
    OR OLD."cohort" IS DISTINCT FROM NEW."cohort"
    OR OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at"
    OR OLD."window_start" IS DISTINCT FROM NEW."window_start"
    OR OLD."window_end" IS DISTINCT FROM NEW."window_end"
  ) EXECUTE FUNCTION "board_change_of_candidate"();--> statement-breakpoint
CREATE TRIGGER "board_change_of_removed_candidate" AFTER DELETE ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION "board_change_of_candidate"();
