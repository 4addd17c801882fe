CREATE TABLE "claim_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_claim_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"deductions" jsonb NOT NULL,
	"utr" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"write_off_paise" bigint DEFAULT 0 NOT NULL,
	"to_patient_paise" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_settlements_amounts_check" CHECK ("claim_settlements"."paid_paise" >= 0 and "claim_settlements"."tds_paise" >= 0 and "claim_settlements"."write_off_paise" >= 0 and "claim_settlements"."to_patient_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payer_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"resubmissions" integer DEFAULT 0 NOT NULL,
	"submitted_by" uuid,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payer_claims_status_check" CHECK ("payer_claims"."status" in ('Not submitted', 'Submitted', 'Resubmitted', 'Short-paid', 'Denied', 'Settled', 'Closed'))
);
--> statement-breakpoint
ALTER TABLE "claim_settlements" ADD CONSTRAINT "claim_settlements_payer_claim_id_payer_claims_id_fk" FOREIGN KEY ("payer_claim_id") REFERENCES "public"."payer_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_settlements" ADD CONSTRAINT "claim_settlements_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_claims" ADD CONSTRAINT "payer_claims_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_settlements_claim_idx" ON "claim_settlements" USING btree ("payer_claim_id");--> statement-breakpoint
CREATE INDEX "claim_settlements_bill_idx" ON "claim_settlements" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payer_claims_bill_uq" ON "payer_claims" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "payer_claims_status_idx" ON "payer_claims" USING btree ("status");