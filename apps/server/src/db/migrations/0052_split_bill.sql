ALTER TABLE "patient_coverages" DROP CONSTRAINT "patient_coverages_amounts_check";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "non_payable_item" text;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "non_payable_item" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payer_split" jsonb;--> statement-breakpoint
ALTER TABLE "patient_coverages" ADD COLUMN "deductible_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_coverages" ADD CONSTRAINT "patient_coverages_amounts_check" CHECK ("patient_coverages"."sum_insured_paise" >= 0 and "patient_coverages"."room_rent_limit_paise" >= 0 and "patient_coverages"."deductible_paise" >= 0);