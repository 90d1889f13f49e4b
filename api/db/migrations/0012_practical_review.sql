CREATE TABLE "practical_fingerprints" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"files" jsonb NOT NULL,
	"line_sketch" text NOT NULL,
	"unique_lines" integer NOT NULL,
	"skipped" jsonb NOT NULL,
	"bytes_read" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practical_manifests" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"entries_omitted" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practical_similar_pairs" (
	"submission_id" uuid NOT NULL,
	"other_submission_id" uuid NOT NULL,
	"shared_files" jsonb NOT NULL,
	"line_jaccard" real NOT NULL,
	"line_containment" real NOT NULL,
	"shared_lines" integer NOT NULL,
	"compared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practical_similar_pairs_submission_id_other_submission_id_pk" PRIMARY KEY("submission_id","other_submission_id"),
	CONSTRAINT "practical_similar_pairs_order_check" CHECK ("practical_similar_pairs"."submission_id" < "practical_similar_pairs"."other_submission_id")
);
--> statement-breakpoint
ALTER TABLE "hr_decisions" DROP CONSTRAINT "hr_decisions_kind_check";--> statement-breakpoint
ALTER TABLE "practical_fingerprints" ADD CONSTRAINT "practical_fingerprints_submission_id_practical_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_manifests" ADD CONSTRAINT "practical_manifests_submission_id_practical_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_similar_pairs" ADD CONSTRAINT "practical_similar_pairs_submission_id_practical_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_similar_pairs" ADD CONSTRAINT "practical_similar_pairs_other_submission_id_practical_submissions_id_fk" FOREIGN KEY ("other_submission_id") REFERENCES "public"."practical_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practical_similar_pairs_other_idx" ON "practical_similar_pairs" USING btree ("other_submission_id");--> statement-breakpoint
ALTER TABLE "hr_decisions" ADD CONSTRAINT "hr_decisions_kind_check" CHECK ("hr_decisions"."kind" in ('accept', 'invalidate', 'accept-late-answer', 'reopen', 'retake', 'practical-pass', 'practical-fail', 'practical-second-review'));