CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "hr_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"attempt_id" uuid,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	"detail" jsonb,
	CONSTRAINT "hr_decisions_kind_check" CHECK ("hr_decisions"."kind" in ('accept', 'invalidate', 'accept-late-answer', 'reopen', 'retake'))
);
--> statement-breakpoint
CREATE TABLE "reviewer_scores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"rubric" jsonb NOT NULL,
	"score" real NOT NULL,
	"notes" text,
	"scored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviewer_scores_one_per_reviewer" UNIQUE("submission_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('admin', 'reviewer'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"question_count" integer NOT NULL,
	"questions_per_category" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"pass_percent" real NOT NULL,
	"practical_minutes" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "test_settings_single_row_check" CHECK ("test_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "mcq_attempts" DROP CONSTRAINT "mcq_attempts_candidate_id_unique";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "cohort" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD COLUMN "retired_reason" text;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD COLUMN "difficulty" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hr_decisions" ADD CONSTRAINT "hr_decisions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_decisions" ADD CONSTRAINT "hr_decisions_attempt_id_mcq_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mcq_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_decisions" ADD CONSTRAINT "hr_decisions_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_scores" ADD CONSTRAINT "reviewer_scores_submission_id_practical_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_scores" ADD CONSTRAINT "reviewer_scores_reviewer_id_staff_accounts_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "hr_decisions_candidate_idx" ON "hr_decisions" USING btree ("candidate_id","id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_test_type_idx" ON "candidates" USING btree ("test_type","created_at");--> statement-breakpoint
CREATE INDEX "candidates_email_lower_idx" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidates_cohort_idx" ON "candidates" USING btree ("cohort");--> statement-breakpoint
CREATE INDEX "contact_enquiries_status_created_idx" ON "contact_enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_enquiries_created_idx" ON "contact_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mcq_attempts_current_candidate_idx" ON "mcq_attempts" USING btree ("candidate_id") WHERE "mcq_attempts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "mcq_attempts_question_ids_idx" ON "mcq_attempts" USING gin ("question_ids" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mcq_questions_family_version_idx" ON "mcq_questions" USING btree ("family_id","version");--> statement-breakpoint
CREATE INDEX "mcq_questions_topic_idx" ON "mcq_questions" USING btree ("topic");--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_status_check" CHECK ("contact_enquiries"."status" in ('new', 'replied', 'archived'));--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD CONSTRAINT "mcq_questions_difficulty_check" CHECK ("mcq_questions"."difficulty" in ('easy', 'medium', 'hard'));--> statement-breakpoint
-- Demo rows seeded before this migration: marked, so production refuses their logins like new ones.
UPDATE "candidates" SET "is_demo" = true WHERE "one_time_id" IN ('DEMO-MCQ', 'DEMO-PRACTICAL', 'DEMO-BOTH');--> statement-breakpoint
-- The audit log is append-only: the database itself refuses to change or remove a row.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
