ALTER TABLE "users" ADD COLUMN "follow_up_rule" jsonb;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "visit_kind" text DEFAULT 'New' NOT NULL;--> statement-breakpoint
CREATE INDEX "encounters_doctor_patient_idx" ON "encounters" USING btree ("patient_id","doctor_id","created_at");--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_visit_kind_check" CHECK ("encounters"."visit_kind" in ('New', 'Follow-up'));