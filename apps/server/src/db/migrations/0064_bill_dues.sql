CREATE TABLE "bill_dues" (
	"bill_id" uuid PRIMARY KEY NOT NULL,
	"patient_due" bigint NOT NULL,
	"payer_due" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_dues_dirty" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" uuid,
	"admission_id" uuid
);
--> statement-breakpoint
ALTER TABLE "bill_dues" ADD CONSTRAINT "bill_dues_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_dues_owed_idx" ON "bill_dues" USING btree ("bill_id") WHERE "bill_dues"."patient_due" > 0 or "bill_dues"."payer_due" > 0;--> statement-breakpoint
CREATE INDEX "payments_against_idx" ON "payments" USING btree ("against_id");--> statement-breakpoint
CREATE INDEX "payments_admission_idx" ON "payments" USING btree ("admission_id");--> statement-breakpoint
-- Whatever moves money on a bill marks it (or its stay) in the same transaction; the server then
-- works its dues out again from the records (decision 0037).
CREATE FUNCTION bill_dues_mark_bills() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bill_dues_dirty (bill_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bills_bill_dues AFTER INSERT ON bills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_bills();
--> statement-breakpoint
CREATE FUNCTION bill_dues_mark_by_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bill_dues_dirty (bill_id) SELECT DISTINCT bill_id FROM new_rows WHERE bill_id IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO bill_dues_dirty (bill_id) SELECT DISTINCT bill_id FROM old_rows WHERE bill_id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_notes_bill_dues AFTER INSERT ON credit_notes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_by_bill();
--> statement-breakpoint
CREATE TRIGGER claim_settlements_bill_dues_insert AFTER INSERT ON claim_settlements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_by_bill();
--> statement-breakpoint
CREATE TRIGGER claim_settlements_bill_dues_update AFTER UPDATE ON claim_settlements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_by_bill();
--> statement-breakpoint
CREATE TRIGGER claim_settlements_bill_dues_delete AFTER DELETE ON claim_settlements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_by_bill();
--> statement-breakpoint
CREATE FUNCTION bill_dues_mark_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bill_dues_dirty (bill_id, admission_id)
    SELECT DISTINCT against_id, admission_id FROM new_rows WHERE against_id IS NOT NULL OR admission_id IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO bill_dues_dirty (bill_id, admission_id)
    SELECT DISTINCT against_id, admission_id FROM old_rows WHERE against_id IS NOT NULL OR admission_id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_bill_dues_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_payments();
--> statement-breakpoint
CREATE TRIGGER payments_bill_dues_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_payments();
--> statement-breakpoint
CREATE TRIGGER payments_bill_dues_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bill_dues_mark_payments();
--> statement-breakpoint
-- Every bill there is now is read live until the server has worked its dues out once.
INSERT INTO bill_dues_dirty (bill_id) SELECT id FROM bills;
