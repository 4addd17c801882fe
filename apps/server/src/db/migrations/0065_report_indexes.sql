CREATE INDEX "patient_charges_admission_idx" ON "patient_charges" USING btree ("admission_id","status");--> statement-breakpoint
CREATE INDEX "lab_reports_approved_idx" ON "lab_reports" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "bed_stays_to_idx" ON "bed_stays" USING btree ("to_at");