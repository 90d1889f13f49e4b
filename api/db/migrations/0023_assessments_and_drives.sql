CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rounds" text DEFAULT 'both' NOT NULL,
	"question_count" integer NOT NULL,
	"questions_per_category" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"difficulties" jsonb DEFAULT '["easy","medium","hard"]'::jsonb NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"pass_percent" double precision NOT NULL,
	"practical_minutes" integer NOT NULL,
	"practical_task_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_hr" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "assessments_rounds_check" CHECK ("assessments"."rounds" in ('mcqs', 'practical', 'both'))
);
--> statement-breakpoint
CREATE TABLE "drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"assessment_id" uuid,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "drives_name_key" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD COLUMN "assessment_id" uuid;--> statement-breakpoint
ALTER TABLE "drives" ADD CONSTRAINT "drives_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_name_idx" ON "assessments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_one_default_idx" ON "assessments" USING btree ("is_default") WHERE "assessments"."is_default";--> statement-breakpoint
ALTER TABLE "mcq_attempts" ADD CONSTRAINT "mcq_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;