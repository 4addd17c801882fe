CREATE INDEX "lab_orders_ordered_idx" ON "lab_orders" USING btree ("ordered_at");--> statement-breakpoint
CREATE INDEX "imaging_orders_ordered_idx" ON "imaging_orders" USING btree ("ordered_at");--> statement-breakpoint
CREATE INDEX "pharmacy_sale_lines_drug_idx" ON "pharmacy_sale_lines" USING btree ("drug_id");--> statement-breakpoint
CREATE INDEX "ward_issues_drug_idx" ON "ward_issues" USING btree ("drug_id","issued_at");