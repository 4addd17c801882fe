CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "bills_finalized_idx" ON "bills" USING btree ("finalized_at");--> statement-breakpoint
CREATE INDEX "credit_notes_created_idx" ON "credit_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admissions_admitted_idx" ON "admissions" USING btree ("admitted_at");--> statement-breakpoint
CREATE INDEX "admissions_discharged_idx" ON "admissions" USING btree ("discharged_at");