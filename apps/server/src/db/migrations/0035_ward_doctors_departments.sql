CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"admits" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"role" text NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_at" timestamp with time zone,
	"assigned_by_name" text NOT NULL,
	"ended_by_name" text,
	CONSTRAINT "admission_doctors_role_check" CHECK ("admission_doctors"."role" in ('treating', 'consulting'))
);
--> statement-breakpoint
CREATE TABLE "news2_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"vitals_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"risk" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_by_name" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "news2_alerts_ack_check" CHECK ("news2_alerts"."acknowledged_at" is null or "news2_alerts"."acknowledged_at" >= "news2_alerts"."raised_at")
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "discharge_type" text;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "death_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "death_cause" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "attendant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "attendant_relation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "attendant_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "is_mlc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "mlc_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "police_station" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mar_doses" ADD COLUMN "given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD COLUMN "prn_max_per_day" integer;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD COLUMN "prn_min_hours" integer;--> statement-breakpoint
ALTER TABLE "admission_doctors" ADD CONSTRAINT "admission_doctors_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_doctors" ADD CONSTRAINT "admission_doctors_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news2_alerts" ADD CONSTRAINT "news2_alerts_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news2_alerts" ADD CONSTRAINT "news2_alerts_vitals_id_ip_vitals_id_fk" FOREIGN KEY ("vitals_id") REFERENCES "public"."ip_vitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_uq" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "admission_doctors_one_treating_uq" ON "admission_doctors" USING btree ("admission_id") WHERE "admission_doctors"."role" = 'treating' and "admission_doctors"."to_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "admission_doctors_open_uq" ON "admission_doctors" USING btree ("admission_id","doctor_id","role") WHERE "admission_doctors"."to_at" is null;--> statement-breakpoint
CREATE INDEX "admission_doctors_doctor_idx" ON "admission_doctors" USING btree ("doctor_id","to_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news2_alerts_vitals_uq" ON "news2_alerts" USING btree ("vitals_id");--> statement-breakpoint
CREATE INDEX "news2_alerts_open_idx" ON "news2_alerts" USING btree ("raised_at") WHERE "news2_alerts"."acknowledged_at" is null;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_discharge_type_check" CHECK ("admissions"."discharge_type" in ('Normal', 'LAMA', 'DAMA', 'Referred', 'Death'));--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_death_check" CHECK ((coalesce("admissions"."discharge_type", '') = 'Death') = ("admissions"."death_at" is not null));--> statement-breakpoint
-- The spec's speciality list as the starting departments; the administrator keeps them from here.
INSERT INTO "departments" ("name", "admits") VALUES
	('Cardiology', true), ('Neurology', true), ('Orthopedics', true), ('Pediatrics', true), ('Dermatology', true),
	('Ophthalmology', true), ('ENT', true), ('Gynecology', true), ('Urology', true), ('Psychiatry', true),
	('General Medicine', true), ('General Surgery', true), ('Anaesthesiology', false)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Departments stays already name stay valid.
INSERT INTO "departments" ("name") SELECT DISTINCT "department" FROM "admissions" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every stay so far was treated by the doctor who admitted it.
INSERT INTO "admission_doctors" ("admission_id", "doctor_id", "role", "from_at", "to_at", "assigned_by_name")
SELECT "id", "admitting_doctor_id", 'treating', "admitted_at", "discharged_at", 'At admission' FROM "admissions";--> statement-breakpoint
UPDATE "admissions" SET "discharge_type" = 'Normal' WHERE "status" = 'Discharged';
