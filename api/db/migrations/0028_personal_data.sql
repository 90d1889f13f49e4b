CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" uuid,
	"staff_email" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"detail" jsonb,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"subject_type" text NOT NULL,
	"subject_ids" jsonb NOT NULL,
	"source" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"reason" text NOT NULL,
	"removed" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"warned" jsonb NOT NULL,
	"erased" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_warnings" (
	"subject_key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drives" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "content_salt" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "content_digest" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "notice_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempt_events" ADD COLUMN "detail_salt" uuid;--> statement-breakpoint
ALTER TABLE "attempt_events" ADD COLUMN "detail_digest" text;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "practical_rounds" ADD COLUMN "notice_version" text;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "access_log_subject_idx" ON "access_log" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "erasures_at_idx" ON "erasures" USING btree ("at");--> statement-breakpoint
-- A salted digest of personal content (SHA-256, hex). The logs' hash chains commit to a row's
-- personal fields through it: an erasure removes the fields and drops the salt, the digest stays,
-- and the chain verifies. Without the salt, the digest of a low-entropy value (an address) cannot
-- be matched against guesses (docs/privacy.md).
CREATE FUNCTION "personal_digest"(salt uuid, content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(salt::text || '|' || coalesce(content, ''), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- An attempt event's link: SHA-256 of the previous event's hash, this event's fields and its
-- detail's salted digest (not the detail itself, which an erasure may redact).
CREATE FUNCTION "attempt_event_link"(prev text, attempt uuid, at timestamptz, type text, question_index integer, detail_digest text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', 'v2', coalesce(prev, ''), attempt::text,
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), type,
    coalesce(question_index::text, ''), coalesce(detail_digest, '')), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Every chain made under 0009's form is checked under it and re-linked under the new one. An event
-- that did not verify keeps its old hashes, so it goes on failing the check where it failed.
DO $$
DECLARE
  r record;
  previous_old text := NULL;
  previous_new text := NULL;
  current_attempt uuid := NULL;
  salt uuid;
  digest text;
BEGIN
  FOR r IN SELECT * FROM "attempt_events" ORDER BY "attempt_id", "id" LOOP
    IF current_attempt IS DISTINCT FROM r.attempt_id THEN
      previous_old := NULL;
      previous_new := NULL;
      current_attempt := r.attempt_id;
    END IF;
    salt := CASE WHEN r.detail IS NULL THEN NULL ELSE gen_random_uuid() END;
    digest := CASE WHEN r.detail IS NULL THEN NULL ELSE personal_digest(salt, r.detail::text) END;
    IF r.hash IS NOT NULL AND r.prev_hash IS NOT DISTINCT FROM previous_old
       AND r.hash = attempt_event_hash(r.prev_hash, r.attempt_id, r.at, r.type, r.question_index, r.detail) THEN
      UPDATE "attempt_events" SET "detail_salt" = salt, "detail_digest" = digest, "prev_hash" = previous_new,
        "hash" = attempt_event_link(previous_new, r.attempt_id, r.at, r.type, r.question_index, digest)
        WHERE "id" = r.id RETURNING "hash" INTO previous_new;
    ELSE
      UPDATE "attempt_events" SET "detail_salt" = salt, "detail_digest" = digest WHERE "id" = r.id;
      previous_new := r.hash;
    END IF;
    previous_old := r.hash;
  END LOOP;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "attempt_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  PERFORM 1 FROM "mcq_attempts" WHERE "id" = NEW.attempt_id FOR UPDATE;
  NEW.id := nextval(pg_get_serial_sequence('attempt_events', 'id'));
  SELECT "hash" INTO previous FROM "attempt_events"
    WHERE "attempt_id" = NEW.attempt_id ORDER BY "id" DESC LIMIT 1;
  IF NEW.detail IS NULL THEN
    NEW.detail_salt := NULL;
    NEW.detail_digest := NULL;
  ELSE
    NEW.detail_salt := gen_random_uuid();
    NEW.detail_digest := personal_digest(NEW.detail_salt, NEW.detail::text);
  END IF;
  NEW.prev_hash := previous;
  NEW.hash := attempt_event_link(previous, NEW.attempt_id, NEW.at, NEW.type, NEW.question_index, NEW.detail_digest);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP FUNCTION "attempt_event_hash"(text, uuid, timestamptz, text, integer, jsonb);--> statement-breakpoint
-- The audit log's personal fields, in one text form: the digest's content.
CREATE FUNCTION "audit_log_content"(actor_email text, reason text, before jsonb, after jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(actor_email, reason, before, after)::text
$$;--> statement-breakpoint
CREATE FUNCTION "audit_log_link"(prev text, at timestamptz, actor uuid, action text, entity_type text, entity_id text, content_digest text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', coalesce(prev, ''),
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce(actor::text, ''),
    action, entity_type, coalesce(entity_id, ''), coalesce(content_digest, '')), 'UTF8')), 'hex')
$$;--> statement-breakpoint
DROP TRIGGER "audit_log_no_update_or_delete" ON "audit_log";--> statement-breakpoint
DO $$
DECLARE
  r record;
  previous text := NULL;
  salt uuid;
  digest text;
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    salt := gen_random_uuid();
    digest := personal_digest(salt, audit_log_content(r.actor_email, r.reason, r.before, r.after));
    UPDATE "audit_log" SET "content_salt" = salt, "content_digest" = digest, "prev_hash" = previous,
      "hash" = audit_log_link(previous, r.at, r.actor_id, r.action, r.entity_type, r.entity_id, digest)
      WHERE "id" = r.id RETURNING "hash" INTO previous;
  END LOOP;
END $$;--> statement-breakpoint
-- One chain over the whole log: a writer holds the log's lock from its insert to its commit, and
-- draws the id after it, so id order is chain order. Write the audit row last in a transaction:
-- a lock taken after it would be taken in the other order by the next writer.
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log chain'));
  NEW.id := nextval(pg_get_serial_sequence('audit_log', 'id'));
  SELECT "hash" INTO previous FROM "audit_log" ORDER BY "id" DESC LIMIT 1;
  NEW.content_salt := gen_random_uuid();
  NEW.content_digest := personal_digest(NEW.content_salt, audit_log_content(NEW.actor_email, NEW.reason, NEW.before, NEW.after));
  NEW.redacted_at := NULL;
  NEW.prev_hash := previous;
  NEW.hash := audit_log_link(previous, NEW.at, NEW.actor_id, NEW.action, NEW.entity_type, NEW.entity_id, NEW.content_digest);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();--> statement-breakpoint
-- Rows are never deleted; the one change allowed is an erasure's redaction of the personal fields,
-- which drops the salt and keeps the digest and every chained field.
CREATE FUNCTION "audit_log_redaction_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.at = OLD.at
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.action = OLD.action
     AND NEW.entity_type = OLD.entity_type AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
     AND NEW.prev_hash IS NOT DISTINCT FROM OLD.prev_hash AND NEW.hash IS NOT DISTINCT FROM OLD.hash
     AND NEW.content_digest IS NOT DISTINCT FROM OLD.content_digest
     AND NEW.content_salt IS NULL AND NEW.redacted_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused (only an erasure may redact a row)', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_redaction_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_redaction_only"();--> statement-breakpoint
CREATE FUNCTION "access_log_link"(prev text, at timestamptz, staff uuid, staff_email text, action text, subject_type text, subject_id text, detail jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', coalesce(prev, ''),
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce(staff::text, ''),
    coalesce(staff_email, ''), action, subject_type, coalesce(subject_id, ''),
    coalesce(detail::text, '')), 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION "access_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('access_log chain'));
  NEW.id := nextval(pg_get_serial_sequence('access_log', 'id'));
  SELECT "hash" INTO previous FROM "access_log" ORDER BY "id" DESC LIMIT 1;
  NEW.prev_hash := previous;
  NEW.hash := access_log_link(previous, NEW.at, NEW.staff_id, NEW.staff_email, NEW.action, NEW.subject_type, NEW.subject_id, NEW.detail);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "access_log_chain" BEFORE INSERT ON "access_log" FOR EACH ROW EXECUTE FUNCTION "access_log_chain"();--> statement-breakpoint
CREATE FUNCTION "access_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "access_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "access_log" FOR EACH ROW EXECUTE FUNCTION "access_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "access_log_no_truncate" BEFORE TRUNCATE ON "access_log" FOR EACH STATEMENT EXECUTE FUNCTION "access_log_append_only"();
