-- The live board's change feed (migration 0014) for HR's reopen and retake of the practical round.
-- Retiring a submission moves its candidate_id to retired_candidate_id (an update, which the
-- submission's insert-only trigger does not see); a retake moves the round to its history (a
-- delete from practical_rounds). Both change the candidate's board row.
CREATE FUNCTION "board_change_of_moved_submission"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "board_changes" ("candidate_id") VALUES (coalesce(OLD."candidate_id", NEW."candidate_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "board_change_of_moved_submission" AFTER UPDATE ON "practical_submissions"
  FOR EACH ROW WHEN (OLD."candidate_id" IS DISTINCT FROM NEW."candidate_id")
  EXECUTE FUNCTION "board_change_of_moved_submission"();--> statement-breakpoint
CREATE FUNCTION "board_change_of_removed_round"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "board_changes" ("candidate_id") VALUES (OLD."candidate_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "board_change_of_removed_round" AFTER DELETE ON "practical_rounds"
  FOR EACH ROW EXECUTE FUNCTION "board_change_of_removed_round"();
