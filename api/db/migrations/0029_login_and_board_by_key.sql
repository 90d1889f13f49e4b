-- Issue 42: statements whose cost grew with the drive, found by counting the rows read per call.
-- A login found its one-time ID by lower(one_time_id), which no index served: every login read
-- every candidate.
CREATE INDEX "candidates_one_time_id_lower_idx" ON "candidates" USING btree (lower("one_time_id"));--> statement-breakpoint
-- The live board's feed found each event's candidate by joining the whole of mcq_attempts. Planned while the table was small (a statement trigger's plan is cached for the
-- session, and PGlite never analyzes), the join read every attempt: one sequential scan per answer,
-- 10,000 rows read with 10,000 candidates. Looked up by key, one row per event, whatever the plan.
CREATE OR REPLACE FUNCTION "board_change_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "board_changes" ("candidate_id")
    SELECT DISTINCT (SELECT a."candidate_id" FROM "mcq_attempts" a WHERE a."id" = e."attempt_id")
    FROM "inserted_events" e;
  RETURN NULL;
END $$;
