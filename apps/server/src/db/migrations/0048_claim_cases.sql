CREATE TABLE "claim_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"admission_id" uuid NOT NULL,
	"coverage_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"stage" text DEFAULT 'Pre-auth' NOT NULL,
	"request" jsonb NOT NULL,
	"requested_paise" bigint DEFAULT 0 NOT NULL,
	"approved_paise" bigint DEFAULT 0 NOT NULL,
	"enhancements" integer DEFAULT 0 NOT NULL,
	"payer_reference" text DEFAULT '' NOT NULL,
	"waiting_since" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_cases_status_check" CHECK ("claim_cases"."status" in ('Draft', 'Requested', 'Queried', 'Answered', 'Approved', 'Partial', 'Rejected', 'Cancelled')),
	CONSTRAINT "claim_cases_stage_check" CHECK ("claim_cases"."stage" in ('Pre-auth', 'Enhancement', 'Final')),
	CONSTRAINT "claim_cases_amounts_check" CHECK ("claim_cases"."requested_paise" >= 0 and "claim_cases"."approved_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"stage" text NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"minutes_taken" integer
);
--> statement-breakpoint
ALTER TABLE "claim_cases" ADD CONSTRAINT "claim_cases_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_cases" ADD CONSTRAINT "claim_cases_coverage_id_patient_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."patient_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_case_id_claim_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."claim_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_cases_number_uq" ON "claim_cases" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_cases_live_uq" ON "claim_cases" USING btree ("admission_id","coverage_id") WHERE "claim_cases"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "claim_events_case_idx" ON "claim_events" USING btree ("case_id","at");