CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"admission_id" uuid,
	"purpose" text NOT NULL,
	"against_id" uuid,
	"mode" text NOT NULL,
	"reference" text,
	"amount_paise" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"received_by" uuid,
	"received_by_name" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('Cash', 'Card', 'UPI')),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('Advance', 'Bill', 'Pharmacy bill', 'Refund')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_reference_check" CHECK ("payments"."mode" = 'Cash' or "payments"."reference" is not null)
);
--> statement-breakpoint
CREATE TABLE "lab_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"encounter_id" uuid,
	"admission_id" uuid,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"charge_id" uuid,
	"urgent" boolean DEFAULT false NOT NULL,
	"ordered_by" uuid,
	"ordered_by_name" text NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'Ordered' NOT NULL,
	CONSTRAINT "lab_orders_status_check" CHECK ("lab_orders"."status" in ('Ordered', 'Sample collected', 'Rejected', 'Result entered', 'Approved', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "imaging_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"encounter_id" uuid,
	"admission_id" uuid,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"charge_id" uuid,
	"urgent" boolean DEFAULT false NOT NULL,
	"ordered_by" uuid,
	"ordered_by_name" text NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	CONSTRAINT "imaging_orders_status_check" CHECK ("imaging_orders"."status" in ('Pending', 'In-progress', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "dispense_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_item_id" uuid NOT NULL,
	"encounter_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"drug_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"dispensed_quantity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispense_requests_status_check" CHECK ("dispense_requests"."status" in ('Pending', 'Partly dispensed', 'Dispensed', 'Cancelled')),
	CONSTRAINT "dispense_requests_quantity_check" CHECK ("dispense_requests"."dispensed_quantity" between 0 and "dispense_requests"."quantity")
);
--> statement-breakpoint
ALTER TABLE "patient_charges" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_charges" ALTER COLUMN "status" SET DEFAULT 'Pending';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consultation_fee_paise" bigint;--> statement-breakpoint
ALTER TABLE "patient_charges" ADD COLUMN "admission_id" uuid;--> statement-breakpoint
ALTER TABLE "patient_charges" ADD COLUMN "source_area" text DEFAULT 'reception' NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_charges" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "patient_charges" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_charges" ADD COLUMN "gst_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_charge_id_patient_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."patient_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_orders" ADD CONSTRAINT "imaging_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_orders" ADD CONSTRAINT "imaging_orders_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_orders" ADD CONSTRAINT "imaging_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_orders" ADD CONSTRAINT "imaging_orders_charge_id_patient_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."patient_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_requests" ADD CONSTRAINT "dispense_requests_prescription_item_id_prescription_items_id_fk" FOREIGN KEY ("prescription_item_id") REFERENCES "public"."prescription_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_requests" ADD CONSTRAINT "dispense_requests_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_requests" ADD CONSTRAINT "dispense_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispense_requests" ADD CONSTRAINT "dispense_requests_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_uq" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_uq" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_patient_idx" ON "payments" USING btree ("patient_id","received_at");--> statement-breakpoint
CREATE INDEX "lab_orders_status_idx" ON "lab_orders" USING btree ("status","ordered_at");--> statement-breakpoint
CREATE INDEX "lab_orders_encounter_idx" ON "lab_orders" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "lab_orders_patient_idx" ON "lab_orders" USING btree ("patient_id","ordered_at");--> statement-breakpoint
CREATE INDEX "imaging_orders_status_idx" ON "imaging_orders" USING btree ("status","ordered_at");--> statement-breakpoint
CREATE INDEX "imaging_orders_encounter_idx" ON "imaging_orders" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "imaging_orders_patient_idx" ON "imaging_orders" USING btree ("patient_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispense_requests_item_uq" ON "dispense_requests" USING btree ("prescription_item_id");--> statement-breakpoint
CREATE INDEX "dispense_requests_status_idx" ON "dispense_requests" USING btree ("status","created_at");--> statement-breakpoint
-- Data moves of the hospital kit (decision 0008): one spelling per charge state; lab and imaging
-- orders move to the modules that fulfil them, keeping their ids; each charge names its source;
-- prescription lines wait at the pharmacy; token counters continue from the tokens already given.
UPDATE "patient_charges" SET "status" = initcap("status") WHERE "status" in ('pending', 'billed', 'cancelled');--> statement-breakpoint
INSERT INTO "lab_orders" ("id", "patient_id", "encounter_id", "service_id", "service_name", "charge_id", "ordered_by_name", "ordered_at", "updated_at", "status")
  SELECT "id", "patient_id", "encounter_id", "service_id", "service_name", "charge_id", "ordered_by", "ordered_at", "ordered_at", 'Ordered'
  FROM "service_orders" WHERE "category" = 'Laboratory';--> statement-breakpoint
INSERT INTO "imaging_orders" ("id", "patient_id", "encounter_id", "service_id", "service_name", "charge_id", "ordered_by_name", "ordered_at", "updated_at", "status")
  SELECT "id", "patient_id", "encounter_id", "service_id", "service_name", "charge_id", "ordered_by", "ordered_at", "ordered_at", 'Pending'
  FROM "service_orders" WHERE "category" = 'Radiology';--> statement-breakpoint
UPDATE "patient_charges" c SET "source_area" = CASE o."category" WHEN 'Laboratory' THEN 'lab' ELSE 'radiology' END, "source_id" = o."id"
  FROM "service_orders" o WHERE o."charge_id" = c."id";--> statement-breakpoint
INSERT INTO "dispense_requests" ("prescription_item_id", "encounter_id", "patient_id", "drug_id", "quantity", "dispensed_quantity", "status", "created_at", "updated_at")
  SELECT p."id", p."encounter_id", e."patient_id", p."drug_id", p."quantity",
    CASE p."status" WHEN 'dispensed' THEN p."quantity" ELSE 0 END,
    CASE p."status" WHEN 'dispensed' THEN 'Dispensed' WHEN 'cancelled' THEN 'Cancelled' ELSE 'Pending' END,
    e."created_at", e."created_at"
  FROM "prescription_items" p JOIN "encounters" e ON e."id" = p."encounter_id";--> statement-breakpoint
INSERT INTO "counters" ("name", "value")
  SELECT 'token:' || "doctor_id" || ':' || "appointment_date"::text, max("token") FROM "appointments" GROUP BY "doctor_id", "appointment_date"
  ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_charges_source_uq" ON "patient_charges" USING btree ("source_area","source_id") WHERE "patient_charges"."source_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_token_uq" ON "appointments" USING btree ("doctor_id","appointment_date","token");--> statement-breakpoint
ALTER TABLE "patient_charges" ADD CONSTRAINT "patient_charges_status_check" CHECK ("patient_charges"."status" in ('Pending', 'Billed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "patient_charges" ADD CONSTRAINT "patient_charges_source_check" CHECK ("patient_charges"."source_area" in ('reception', 'consultation', 'lab', 'radiology', 'pharmacy', 'ward', 'theatre'));--> statement-breakpoint
ALTER TABLE "patient_charges" ADD CONSTRAINT "patient_charges_amount_check" CHECK ("patient_charges"."quantity" > 0 and "patient_charges"."price_paise" >= 0 and "patient_charges"."gst_rate_bp" >= 0);--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_status_check" CHECK ("stock_entries"."status" in ('Pending', 'Verified'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('Scheduled', 'Awaiting', 'Completed', 'Cancelled', 'No-show', 'Rescheduled'));