CREATE TABLE "question_images" (
	"id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_images_mime_check" CHECK ("question_images"."mime" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "question_images_size_check" CHECK (octet_length("question_images"."data") <= 1048576)
);
--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD CONSTRAINT "mcq_questions_image_id_question_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."question_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_questions" ADD CONSTRAINT "mcq_questions_image_alt_check" CHECK (("mcq_questions"."image_id" is null) = ("mcq_questions"."image_alt" is null));