CREATE TABLE "late_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"selected_option_index" integer,
	"given_after_ms" integer,
	"served_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"via" text NOT NULL,
	"kept_because" text NOT NULL,
	"status" text DEFAULT 'kept' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "late_answers_attempt_question_unique" UNIQUE("attempt_id","question_index"),
	CONSTRAINT "late_answers_status_check" CHECK ("late_answers"."status" in ('kept', 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "mcq_answers" ADD COLUMN "given_after_ms" integer;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD COLUMN "active_device_id" text;--> statement-breakpoint
ALTER TABLE "late_answers" ADD CONSTRAINT "late_answers_attempt_id_mcq_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mcq_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_answers" ADD CONSTRAINT "late_answers_question_id_mcq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."mcq_questions"("id") ON DELETE no action ON UPDATE no action;