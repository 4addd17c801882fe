CREATE TABLE "admissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip_number" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"admitting_doctor_id" uuid NOT NULL,
	"department" text NOT NULL,
	"reason" text NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"discharged_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admissions_status_check" CHECK ("admissions"."status" in ('Active', 'Discharged'))
);
--> statement-breakpoint
CREATE TABLE "bed_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bed_id" uuid NOT NULL,
	"daily_rent_paise" bigint NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"moved_by" uuid,
	"moved_by_name" text,
	CONSTRAINT "bed_stays_order_check" CHECK ("bed_stays"."to_at" is null or "bed_stays"."to_at" >= "bed_stays"."from_at")
);
--> statement-breakpoint
CREATE TABLE "beds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beds_status_check" CHECK ("beds"."status" in ('Available', 'Occupied', 'Cleaning', 'Blocked'))
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ward_id" uuid NOT NULL,
	"number" text NOT NULL,
	"room_type" text NOT NULL,
	"daily_rent_paise" bigint NOT NULL,
	"is_icu" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_type_check" CHECK ("rooms"."room_type" in ('private', 'semi-private', 'general')),
	CONSTRAINT "rooms_rent_check" CHECK ("rooms"."daily_rent_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"vitals_every_hours" integer DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wards_type_check" CHECK ("wards"."type" in ('General', 'ICU', 'HDU', 'NICU', 'PICU', 'Maternity', 'Isolation', 'Day care')),
	CONSTRAINT "wards_vitals_every_check" CHECK ("wards"."vitals_every_hours" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_admitting_doctor_id_users_id_fk" FOREIGN KEY ("admitting_doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_stays" ADD CONSTRAINT "bed_stays_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_stays" ADD CONSTRAINT "bed_stays_bed_id_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."beds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_ip_number_uq" ON "admissions" USING btree ("ip_number");--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_one_active_uq" ON "admissions" USING btree ("patient_id") WHERE "admissions"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "admissions_status_idx" ON "admissions" USING btree ("status","admitted_at");--> statement-breakpoint
CREATE INDEX "admissions_doctor_idx" ON "admissions" USING btree ("admitting_doctor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bed_stays_open_bed_uq" ON "bed_stays" USING btree ("bed_id") WHERE "bed_stays"."to_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bed_stays_open_admission_uq" ON "bed_stays" USING btree ("admission_id") WHERE "bed_stays"."to_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bed_stays_admission_seq_uq" ON "bed_stays" USING btree ("admission_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "beds_room_number_uq" ON "beds" USING btree ("room_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_ward_number_uq" ON "rooms" USING btree ("ward_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "wards_name_uq" ON "wards" USING btree (lower("name"));