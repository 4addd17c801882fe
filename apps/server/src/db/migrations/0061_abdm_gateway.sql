CREATE TABLE "abdm_consents" (
	"consent_id" text PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text NOT NULL,
	"hi_types" jsonb NOT NULL,
	"care_contexts" jsonb NOT NULL,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"erase_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abdm_link_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text NOT NULL,
	"care_contexts" integer NOT NULL,
	"link_request_id" uuid,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abdm_transfers" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"status" text NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abdm_consents" ADD CONSTRAINT "abdm_consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abdm_link_requests" ADD CONSTRAINT "abdm_link_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abdm_transfers" ADD CONSTRAINT "abdm_transfers_consent_id_abdm_consents_consent_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."abdm_consents"("consent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abdm_consents_patient_idx" ON "abdm_consents" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "abdm_link_requests_patient_idx" ON "abdm_link_requests" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "abdm_link_requests_link_idx" ON "abdm_link_requests" USING btree ("link_request_id");