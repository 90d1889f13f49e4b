CREATE TABLE "login_delays" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practical_submission_chunks" DROP CONSTRAINT "practical_submission_chunks_submission_id_practical_submissions_id_fk";
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "token_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "test_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practical_submission_chunks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;