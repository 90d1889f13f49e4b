CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"one_time_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"test_type" text NOT NULL,
	"time_factor" real DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_one_time_id_unique" UNIQUE("one_time_id"),
	CONSTRAINT "candidates_test_type_check" CHECK ("candidates"."test_type" in ('mcqs', 'practical', 'both')),
	CONSTRAINT "candidates_time_factor_check" CHECK ("candidates"."time_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "mcq_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option_index" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcq_questions_correct_option_check" CHECK ("mcq_questions"."correct_option_index" >= 0 and "mcq_questions"."correct_option_index" < jsonb_array_length("mcq_questions"."options"))
);
--> statement-breakpoint
CREATE TABLE "practical_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
