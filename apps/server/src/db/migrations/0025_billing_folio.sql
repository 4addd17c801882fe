CREATE TABLE "bill_contracts" (
	"admission_id" uuid PRIMARY KEY NOT NULL,
	"payer_type" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"policy_number" text DEFAULT '' NOT NULL,
	"approved_paise" bigint DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_contracts_payer_type_check" CHECK ("bill_contracts"."payer_type" in ('Self', 'Insurance / TPA', 'Corporate')),
	CONSTRAINT "bill_contracts_approved_check" CHECK ("bill_contracts"."approved_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bill_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"charge_id" uuid,
	"applies_to" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "bill_discounts_status_check" CHECK ("bill_discounts"."status" in ('Pending approval', 'Approved', 'Rejected')),
	CONSTRAINT "bill_discounts_percent_check" CHECK ("bill_discounts"."percent" > 0 and "bill_discounts"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"bill_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "folio_closures" (
	"admission_id" uuid PRIMARY KEY NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_charges" DROP CONSTRAINT "patient_charges_source_check";--> statement-breakpoint
ALTER TABLE "patient_charges" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payer_type" text DEFAULT 'Self' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "policy_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payer_share_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_contracts" ADD CONSTRAINT "bill_contracts_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD CONSTRAINT "bill_discounts_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD CONSTRAINT "bill_discounts_charge_id_patient_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."patient_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_closures" ADD CONSTRAINT "folio_closures_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_discounts_live_key" ON "bill_discounts" USING btree ("admission_id",coalesce("charge_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "bill_discounts"."status" <> 'Rejected';--> statement-breakpoint
CREATE INDEX "bill_discounts_status_idx" ON "bill_discounts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_bill_idx" ON "credit_notes" USING btree ("bill_id");--> statement-breakpoint
ALTER TABLE "patient_charges" ADD CONSTRAINT "patient_charges_source_check" CHECK ("patient_charges"."source_area" in ('reception', 'consultation', 'lab', 'radiology', 'pharmacy', 'ward', 'theatre', 'billing'));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_payer_share_check" CHECK ("bills"."payer_share_paise" >= 0 and "bills"."payer_share_paise" <= "bills"."total_paise");--> statement-breakpoint
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
--> statement-breakpoint
CREATE TRIGGER folio_closures_immutable BEFORE UPDATE OR DELETE ON folio_closures
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
