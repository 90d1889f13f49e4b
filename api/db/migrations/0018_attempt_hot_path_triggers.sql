-- The bank's revision: one row, moved on by every statement that changes mcq_questions, so a
-- server's copy of the active bank is known to be current by reading one number. The row is made
-- by the first change (none: revision 0), so a database with no data stays without rows (a
-- restore refuses a target that holds any), and a restore copying the row after the questions
-- only moves it on.
CREATE FUNCTION "mcq_bank_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mcq_bank_revision" ("id", "revision") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "revision" = "mcq_bank_revision"."revision" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mcq_bank_revision_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mcq_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "mcq_bank_revision_bump"();--> statement-breakpoint
-- The event chain of migration 0009, cheaper per event: the sequence named directly (not looked
-- up in the catalogue for every row), and the attempt's row taken FOR NO KEY UPDATE, the lock an
-- UPDATE of the attempt takes (FOR UPDATE made the statement that answers and moves on upgrade
-- its own lock). Both modes conflict with themselves, so inserts of one attempt still take turns.
CREATE OR REPLACE FUNCTION "attempt_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  PERFORM 1 FROM "mcq_attempts" WHERE "id" = NEW.attempt_id FOR NO KEY UPDATE;
  NEW.id := nextval('attempt_events_id_seq'::regclass);
  SELECT "hash" INTO previous FROM "attempt_events"
    WHERE "attempt_id" = NEW.attempt_id ORDER BY "id" DESC LIMIT 1;
  NEW.prev_hash := previous;
  NEW.hash := attempt_event_hash(previous, NEW.attempt_id, NEW.at, NEW.type, NEW.question_index, NEW.detail);
  RETURN NEW;
END $$;
