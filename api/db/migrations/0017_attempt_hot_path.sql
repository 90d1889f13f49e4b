CREATE TABLE "mcq_bank_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mcq_bank_revision_one_row" CHECK ("mcq_bank_revision"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "mcq_attempts_open_deadline_idx";--> statement-breakpoint
CREATE INDEX "mcq_attempts_open_idx" ON "mcq_attempts" USING btree ("started_at") WHERE "mcq_attempts"."submitted_at" is null;