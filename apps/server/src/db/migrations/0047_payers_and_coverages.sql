CREATE TABLE "patient_coverages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"tpa_id" uuid,
	"policy_number" text DEFAULT '' NOT NULL,
	"member_id" text DEFAULT '' NOT NULL,
	"employee_id" text DEFAULT '' NOT NULL,
	"relation" text DEFAULT 'Self' NOT NULL,
	"primary_member_name" text DEFAULT '' NOT NULL,
	"sum_insured_paise" bigint DEFAULT 0 NOT NULL,
	"copay_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"room_rent_limit_paise" bigint DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_coverages_relation_check" CHECK ("patient_coverages"."relation" in ('Self', 'Spouse', 'Son', 'Daughter', 'Father', 'Mother', 'Other')),
	CONSTRAINT "patient_coverages_validity_check" CHECK ("patient_coverages"."valid_to" >= "patient_coverages"."valid_from"),
	CONSTRAINT "patient_coverages_copay_check" CHECK ("patient_coverages"."copay_percent" between 0 and 100),
	CONSTRAINT "patient_coverages_amounts_check" CHECK ("patient_coverages"."sum_insured_paise" >= 0 and "patient_coverages"."room_rent_limit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"participant_code" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"credit_days" integer DEFAULT 30 NOT NULL,
	"contract_from" date,
	"contract_to" date,
	"required_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payers_kind_check" CHECK ("payers"."kind" in ('Insurer', 'TPA', 'Government scheme', 'Corporate')),
	CONSTRAINT "payers_credit_days_check" CHECK ("payers"."credit_days" between 0 and 365),
	CONSTRAINT "payers_contract_check" CHECK ("payers"."contract_to" is null or "payers"."contract_from" is null or "payers"."contract_to" >= "payers"."contract_from")
);
--> statement-breakpoint
ALTER TABLE "bill_contracts" ADD COLUMN "coverage_id" uuid;--> statement-breakpoint
ALTER TABLE "patient_coverages" ADD CONSTRAINT "patient_coverages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_coverages" ADD CONSTRAINT "patient_coverages_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_coverages" ADD CONSTRAINT "patient_coverages_tpa_id_payers_id_fk" FOREIGN KEY ("tpa_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_coverages_patient_idx" ON "patient_coverages" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_coverages_member_uq" ON "patient_coverages" USING btree ("payer_id",lower("policy_number"),lower("member_id"),lower("employee_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payers_name_uq" ON "payers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payers_code_uq" ON "payers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "bill_contracts" ADD CONSTRAINT "bill_contracts_coverage_id_patient_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."patient_coverages"("id") ON DELETE no action ON UPDATE no action;