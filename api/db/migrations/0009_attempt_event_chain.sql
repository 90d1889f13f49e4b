ALTER TABLE "attempt_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "attempt_events" ADD COLUMN "hash" text;--> statement-breakpoint
-- The hash of one attempt event: SHA-256 (hex) of the previous event's hash and this event's
-- fields, in one fixed text form (the jsonb's own canonical text). The insert trigger and the
-- report's check both call it, so they cannot disagree on the form.
CREATE FUNCTION "attempt_event_hash"(prev text, attempt uuid, at timestamptz, type text, question_index integer, detail jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', coalesce(prev, ''), attempt::text,
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), type,
    coalesce(question_index::text, ''), coalesce(detail::text, '')), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Events logged before the chain existed are chained now, in id order per attempt.
DO $$
DECLARE
  r record;
  previous text := NULL;
  current_attempt uuid := NULL;
BEGIN
  FOR r IN SELECT * FROM "attempt_events" ORDER BY "attempt_id", "id" LOOP
    IF current_attempt IS DISTINCT FROM r.attempt_id THEN
      previous := NULL;
      current_attempt := r.attempt_id;
    END IF;
    UPDATE "attempt_events"
      SET "prev_hash" = previous,
          "hash" = attempt_event_hash(previous, r.attempt_id, r.at, r.type, r.question_index, r.detail)
      WHERE "id" = r.id
      RETURNING "hash" INTO previous;
  END LOOP;
END $$;--> statement-breakpoint
-- Chains each new event to the attempt's last one, inside the inserting statement. The attempt's
-- row lock makes inserts of one attempt take turns (the services hold it already when they write);
-- the id is drawn after the lock, so id order is chain order even when two requests race.
-- A row-level BEFORE trigger sees the rows its own statement inserted before, so a statement
-- inserting several events chains them in order.
CREATE FUNCTION "attempt_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  PERFORM 1 FROM "mcq_attempts" WHERE "id" = NEW.attempt_id FOR UPDATE;
  NEW.id := nextval(pg_get_serial_sequence('attempt_events', 'id'));
  SELECT "hash" INTO previous FROM "attempt_events"
    WHERE "attempt_id" = NEW.attempt_id ORDER BY "id" DESC LIMIT 1;
  NEW.prev_hash := previous;
  NEW.hash := attempt_event_hash(previous, NEW.attempt_id, NEW.at, NEW.type, NEW.question_index, NEW.detail);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "attempt_events_chain" BEFORE INSERT ON "attempt_events" FOR EACH ROW EXECUTE FUNCTION "attempt_events_chain"();
