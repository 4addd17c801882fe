CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mrn_seq" bigint NOT NULL,
	"mrn" text NOT NULL,
	"iquma" text,
	"patient_category" text,
	"title" text,
	"given_name" text NOT NULL,
	"middle_name" text,
	"family_name" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower(given_name || ' ' || coalesce(middle_name || ' ', '') || family_name)) STORED,
	"date_of_birth" date,
	"age_years" integer NOT NULL,
	"age_recorded_on" date DEFAULT now() NOT NULL,
	"gender" text NOT NULL,
	"marital_status" text,
	"email" text,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"pin_code" text,
	"grandfather_name" text,
	"blood_group" text,
	"occupation" text,
	"nationality" text,
	"insurance_provider" text,
	"insurance_id" text,
	"insurance_validity" date,
	"emergency_contact_name" text,
	"emergency_contact_relation" text,
	"emergency_contact_phone" text,
	"is_admitted" boolean DEFAULT false NOT NULL,
	"profile_image" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"referral_type" text NOT NULL,
	"referral_code" text NOT NULL,
	"speciality" text,
	"qualification" text,
	"hospital_name" text,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"pin_code" text,
	"email" text,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_paise" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"category" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patient_charges" ADD CONSTRAINT "patient_charges_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_charges" ADD CONSTRAINT "patient_charges_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_mrn_uq" ON "patients" USING btree ("mrn");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_mrn_seq_uq" ON "patients" USING btree ("mrn_seq");--> statement-breakpoint
CREATE INDEX "patients_admitted_seq_idx" ON "patients" USING btree ("is_admitted","mrn_seq");--> statement-breakpoint
CREATE INDEX "patients_search_name_trgm" ON "patients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_phone_idx" ON "patients" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "patients_iquma_idx" ON "patients" USING btree ("iquma") WHERE "patients"."iquma" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_code_uq" ON "referrals" USING btree (lower("referral_code")) WHERE "referrals"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_uq" ON "services" USING btree (lower("name")) WHERE "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patient_charges_patient_idx" ON "patient_charges" USING btree ("patient_id","status");--> statement-breakpoint
CREATE INDEX "patient_charges_service_idx" ON "patient_charges" USING btree ("service_id");