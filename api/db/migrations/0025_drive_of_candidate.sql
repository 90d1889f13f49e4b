ALTER TABLE "test_settings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "test_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_cohort_drives_name_fk" FOREIGN KEY ("cohort") REFERENCES "public"."drives"("name") ON DELETE no action ON UPDATE cascade;