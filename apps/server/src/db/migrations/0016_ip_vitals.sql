CREATE TABLE "ip_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"respiratory_rate" integer NOT NULL,
	"spo2" integer NOT NULL,
	"spo2_scale" integer DEFAULT 1 NOT NULL,
	"on_oxygen" boolean DEFAULT false NOT NULL,
	"systolic" integer NOT NULL,
	"diastolic" integer NOT NULL,
	"pulse" integer NOT NULL,
	"consciousness" text NOT NULL,
	"temperature_c" numeric(4, 1) NOT NULL,
	"news2_score" integer NOT NULL,
	"news2_risk" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	CONSTRAINT "ip_vitals_consciousness_check" CHECK ("ip_vitals"."consciousness" in ('A', 'C', 'V', 'P', 'U')),
	CONSTRAINT "ip_vitals_scale_check" CHECK ("ip_vitals"."spo2_scale" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "ip_vitals" ADD CONSTRAINT "ip_vitals_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_vitals_admission_idx" ON "ip_vitals" USING btree ("admission_id","recorded_at");