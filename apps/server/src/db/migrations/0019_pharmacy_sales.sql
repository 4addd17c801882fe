CREATE TABLE "pharmacy_sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"dispense_request_id" uuid,
	"drug_id" uuid NOT NULL,
	"drug_name" text NOT NULL,
	"hsn" text NOT NULL,
	"schedule" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"units_per_pack" integer NOT NULL,
	"mrp_paise" bigint NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	CONSTRAINT "pharmacy_sale_lines_quantity_check" CHECK ("pharmacy_sale_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pharmacy_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_number" text NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid,
	"encounter_id" uuid,
	"patient_name" text NOT NULL,
	"mrn" text,
	"doctor_name" text DEFAULT '' NOT NULL,
	"mrp_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"round_off_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"payment_id" uuid,
	"idempotency_key" text NOT NULL,
	"sold_by" uuid,
	"sold_by_name" text NOT NULL,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_sales_kind_check" CHECK ("pharmacy_sales"."kind" in ('OP', 'Counter'))
);
--> statement-breakpoint
ALTER TABLE "pharmacy_sale_lines" ADD CONSTRAINT "pharmacy_sale_lines_sale_id_pharmacy_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."pharmacy_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_sale_lines" ADD CONSTRAINT "pharmacy_sale_lines_dispense_request_id_dispense_requests_id_fk" FOREIGN KEY ("dispense_request_id") REFERENCES "public"."dispense_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_sale_lines" ADD CONSTRAINT "pharmacy_sale_lines_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_sale_lines" ADD CONSTRAINT "pharmacy_sale_lines_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD CONSTRAINT "pharmacy_sales_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD CONSTRAINT "pharmacy_sales_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD CONSTRAINT "pharmacy_sales_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_sale_lines_no_uq" ON "pharmacy_sale_lines" USING btree ("sale_id","line_no");--> statement-breakpoint
CREATE INDEX "pharmacy_sale_lines_request_idx" ON "pharmacy_sale_lines" USING btree ("dispense_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_sales_bill_uq" ON "pharmacy_sales" USING btree ("bill_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_sales_idempotency_uq" ON "pharmacy_sales" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "pharmacy_sales_sold_idx" ON "pharmacy_sales" USING btree ("sold_at");