CREATE TABLE "device_presence" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_presence" ADD CONSTRAINT "device_presence_attempt_id_mcq_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mcq_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_presence_seen_at_idx" ON "device_presence" USING btree ("seen_at");