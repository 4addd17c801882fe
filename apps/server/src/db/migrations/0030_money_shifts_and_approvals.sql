CREATE TABLE "cashier_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"counter" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"opening_float_paise" bigint DEFAULT 0 NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_by_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_cash_paise" bigint,
	"expected_card_paise" bigint,
	"expected_upi_paise" bigint,
	"counted_cash_paise" bigint,
	"counted_card_paise" bigint,
	"counted_upi_paise" bigint,
	"close_note" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "cashier_shifts_status_check" CHECK ("cashier_shifts"."status" in ('Open', 'Closed')),
	CONSTRAINT "cashier_shifts_float_check" CHECK ("cashier_shifts"."opening_float_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"admission_id" uuid,
	"amount_paise" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"reason" text NOT NULL,
	"approved_by" uuid NOT NULL,
	"approved_by_name" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "credit_approvals_amount_check" CHECK ("credit_approvals"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bill_discounts" DROP CONSTRAINT "bill_discounts_percent_check";--> statement-breakpoint
DROP INDEX "bills_admission_key";--> statement-breakpoint
ALTER TABLE "bill_discounts" ALTER COLUMN "admission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_profile" ADD COLUMN "drug_licence_retail" text;--> statement-breakpoint
ALTER TABLE "clinic_profile" ADD COLUMN "drug_licence_wholesale" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "supplement_of" uuid;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD COLUMN "kind" text DEFAULT 'IP' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
UPDATE "bill_discounts" d SET "patient_id" = a."patient_id" FROM "admissions" a WHERE a."id" = d."admission_id";--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD COLUMN "flat_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD COLUMN "result_bill_id" uuid;--> statement-breakpoint
ALTER TABLE "h1_register" ADD COLUMN "patient_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "h1_register" ADD COLUMN "prescriber_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD COLUMN "prescriber_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD COLUMN "buyer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD CONSTRAINT "credit_approvals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_approvals" ADD CONSTRAINT "credit_approvals_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_number_key" ON "cashier_shifts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_idempotency_key" ON "cashier_shifts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_open_key" ON "cashier_shifts" USING btree ("opened_by") WHERE "cashier_shifts"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "cashier_shifts_opened_idx" ON "cashier_shifts" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_approvals_idempotency_key" ON "credit_approvals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_approvals_patient_idx" ON "credit_approvals" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD CONSTRAINT "bill_discounts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD CONSTRAINT "bill_discounts_result_bill_id_bills_id_fk" FOREIGN KEY ("result_bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_shift_idx" ON "payments" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_admission_key" ON "bills" USING btree ("admission_id") WHERE "bills"."admission_id" is not null and "bills"."supplement_of" is null;--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD CONSTRAINT "bill_discounts_kind_check" CHECK ("bill_discounts"."kind" in ('IP', 'OP'));--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD CONSTRAINT "bill_discounts_kind_stay_check" CHECK ("bill_discounts"."kind" = 'OP' or "bill_discounts"."admission_id" is not null);--> statement-breakpoint
ALTER TABLE "bill_discounts" ADD CONSTRAINT "bill_discounts_percent_check" CHECK ("bill_discounts"."percent" >= 0 and "bill_discounts"."percent" <= 100 and "bill_discounts"."flat_paise" >= 0 and ("bill_discounts"."percent" > 0 or "bill_discounts"."flat_paise" > 0));