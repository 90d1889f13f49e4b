CREATE TABLE "board_changes" (
	"tx" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"candidate_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_changes_tx_idx" ON "board_changes" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "board_changes_at_idx" ON "board_changes" USING brin ("at");--> statement-breakpoint
CREATE INDEX "attempt_events_buffered_at_idx" ON "attempt_events" USING btree ("at") WHERE "attempt_events"."type" in ('synced-late', 'late-answer-kept');