ALTER TABLE "mcq_attempts" ADD COLUMN "seconds_per_question" integer;--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD COLUMN "pass_percent" double precision;