CREATE TABLE "attempt_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"question_index" integer,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "mcq_answers" (
	"attempt_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"selected_option_index" integer,
	"is_correct" boolean NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"synced_late" boolean DEFAULT false NOT NULL,
	"via" text NOT NULL,
	CONSTRAINT "mcq_answers_attempt_id_question_index_pk" PRIMARY KEY("attempt_id","question_index"),
	CONSTRAINT "mcq_answers_selected_check" CHECK ("mcq_answers"."selected_option_index" is null or "mcq_answers"."selected_option_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mcq_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"question_ids" jsonb NOT NULL,
	"current_index" integer DEFAULT 0 NOT NULL,
	"current_served_at" timestamp with time zone NOT NULL,
	"current_deadline_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submit_reason" text,
	"total_questions" integer,
	"attempted_count" integer,
	"right_count" integer,
	"wrong_count" integer,
	"score_percent" real,
	CONSTRAINT "mcq_attempts_candidate_id_unique" UNIQUE("candidate_id")
);
--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_attempt_id_mcq_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mcq_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_answers" ADD CONSTRAINT "mcq_answers_attempt_id_mcq_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mcq_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_answers" ADD CONSTRAINT "mcq_answers_question_id_mcq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."mcq_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD CONSTRAINT "mcq_attempts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_events_attempt_idx" ON "attempt_events" USING btree ("attempt_id","id");--> statement-breakpoint
CREATE INDEX "mcq_attempts_open_deadline_idx" ON "mcq_attempts" USING btree ("current_deadline_at") WHERE "mcq_attempts"."submitted_at" is null;