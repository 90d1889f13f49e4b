CREATE TABLE "practical_round_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"paused_seconds" integer NOT NULL,
	"client_start_time" text NOT NULL,
	"last_client_log_time" text,
	"last_seen_at" timestamp with time zone,
	"submission_id" uuid,
	"retired_at" timestamp with time zone NOT NULL,
	"retired_reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hr_decisions" DROP CONSTRAINT "hr_decisions_kind_check";--> statement-breakpoint
ALTER TABLE "practical_submissions" ALTER COLUMN "candidate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practical_rounds" ADD COLUMN "paused_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD COLUMN "retired_candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD COLUMN "retired_reason" text;--> statement-breakpoint
ALTER TABLE "practical_round_history" ADD CONSTRAINT "practical_round_history_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_round_history" ADD CONSTRAINT "practical_round_history_submission_id_practical_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practical_round_history_candidate_idx" ON "practical_round_history" USING btree ("candidate_id");--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_retired_candidate_id_candidates_id_fk" FOREIGN KEY ("retired_candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practical_submissions_retired_candidate_idx" ON "practical_submissions" USING btree ("retired_candidate_id");--> statement-breakpoint
ALTER TABLE "hr_decisions" ADD CONSTRAINT "hr_decisions_kind_check" CHECK ("hr_decisions"."kind" in ('accept', 'invalidate', 'accept-late-answer', 'reopen', 'retake', 'practical-pass', 'practical-fail', 'practical-second-review', 'practical-reopen', 'practical-retake'));--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_current_or_retired_check" CHECK (("practical_submissions"."candidate_id" is not null and "practical_submissions"."retired_candidate_id" is null and "practical_submissions"."retired_at" is null)
        or ("practical_submissions"."candidate_id" is null and "practical_submissions"."retired_candidate_id" is not null and "practical_submissions"."retired_at" is not null));