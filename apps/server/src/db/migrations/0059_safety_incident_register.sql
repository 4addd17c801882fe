ALTER TABLE "register_entries" DROP CONSTRAINT "register_entries_register_check";--> statement-breakpoint
CREATE INDEX "lab_reports_critical_idx" ON "lab_reports" USING btree ("approved_at") WHERE "lab_reports"."critical";--> statement-breakpoint
CREATE INDEX "lab_samples_collected_idx" ON "lab_samples" USING btree ("collected_at");--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_register_check" CHECK ("register_entries"."register" in ('mlc', 'birth', 'death', 'incident'));