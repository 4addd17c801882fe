CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"charge_id" uuid,
	"section" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"discount_paise" bigint DEFAULT 0 NOT NULL,
	"gst_rate_bp" integer DEFAULT 0 NOT NULL,
	"tax_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "bill_lines_section_check" CHECK ("bill_lines"."section" in ('Room Charges', 'Services', 'Medications', 'Procedure', 'Miscellaneous'))
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"admission_id" uuid,
	"document_type" text NOT NULL,
	"gross_paise" bigint NOT NULL,
	"discount_paise" bigint DEFAULT 0 NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"discount_reason" text DEFAULT '' NOT NULL,
	"tax_paise" bigint DEFAULT 0 NOT NULL,
	"round_off_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"finalized_by" uuid,
	"finalized_by_name" text NOT NULL,
	"finalized_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_kind_check" CHECK ("bills"."kind" in ('OP', 'IP')),
	CONSTRAINT "bills_document_type_check" CHECK ("bills"."document_type" in ('Bill of Supply', 'Tax Invoice', 'Invoice-cum-Bill of Supply')),
	CONSTRAINT "bills_total_check" CHECK ("bills"."total_paise" >= 0 and "bills"."discount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_charge_id_patient_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."patient_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_bill_line_key" ON "bill_lines" USING btree ("bill_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_charge_key" ON "bill_lines" USING btree ("charge_id") WHERE "bill_lines"."charge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_number_key" ON "bills" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_idempotency_key" ON "bills" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_admission_key" ON "bills" USING btree ("admission_id") WHERE "bills"."admission_id" is not null;--> statement-breakpoint
CREATE INDEX "bills_patient_idx" ON "bills" USING btree ("patient_id","finalized_at");--> statement-breakpoint
-- A finalized bill and its lines never change; corrections are credit notes with their own numbers.
CREATE TRIGGER bills_immutable
  BEFORE UPDATE OR DELETE ON bills
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
--> statement-breakpoint
CREATE TRIGGER bill_lines_immutable
  BEFORE UPDATE OR DELETE ON bill_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
