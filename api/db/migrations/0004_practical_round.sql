CREATE TABLE "practical_rounds" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"client_start_time" text NOT NULL,
	"last_client_log_time" text,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practical_submission_chunks" (
	"submission_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "practical_submission_chunks_submission_id_seq_pk" PRIMARY KEY("submission_id","seq")
);
--> statement-breakpoint
CREATE TABLE "practical_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"time_taken_seconds" integer NOT NULL,
	"late_by_seconds" integer NOT NULL,
	"reason_for_delay" text,
	"client_timer" text,
	"entry_count" integer NOT NULL,
	"contains_node_modules" boolean NOT NULL,
	"archive_issues" jsonb NOT NULL,
	"sample_entries" jsonb NOT NULL,
	CONSTRAINT "practical_submissions_candidate_id_unique" UNIQUE("candidate_id")
);
--> statement-breakpoint
ALTER TABLE "practical_rounds" ADD CONSTRAINT "practical_rounds_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_submission_chunks" ADD CONSTRAINT "practical_submission_chunks_submission_id_practical_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_submissions" ADD CONSTRAINT "practical_submissions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;