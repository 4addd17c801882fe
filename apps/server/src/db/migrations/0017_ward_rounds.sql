CREATE TABLE "admission_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subjective" text DEFAULT '' NOT NULL,
	"examination" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"written_by" uuid,
	"written_by_name" text NOT NULL,
	"written_by_role" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_notes_kind_check" CHECK ("admission_notes"."kind" in ('Progress', 'Nursing', 'Observation', 'Addendum'))
);
--> statement-breakpoint
CREATE TABLE "discharge_summaries" (
	"admission_id" uuid PRIMARY KEY NOT NULL,
	"diagnoses" jsonb NOT NULL,
	"procedures" text DEFAULT '' NOT NULL,
	"course" text NOT NULL,
	"condition" text NOT NULL,
	"medicines" jsonb NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"follow_up_date" date,
	"written_by" uuid,
	"written_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "discharge_summaries_condition_check" CHECK ("discharge_summaries"."condition" in ('Recovered', 'Improved', 'Stable', 'Not improved', 'Referred to another hospital', 'Discharged against medical advice'))
);
--> statement-breakpoint
CREATE TABLE "mar_doses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"admission_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mar_doses_outcome_check" CHECK ("mar_doses"."outcome" in ('Given', 'Held', 'Refused', 'Missed'))
);
--> statement-breakpoint
CREATE TABLE "medication_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"drug_id" uuid NOT NULL,
	"drug_name" text NOT NULL,
	"dose" text NOT NULL,
	"route" text NOT NULL,
	"frequency" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"stop_at" timestamp with time zone,
	"status" text DEFAULT 'Active' NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by_name" text,
	"stop_reason" text DEFAULT '' NOT NULL,
	"ordered_by" uuid,
	"ordered_by_name" text NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_orders_status_check" CHECK ("medication_orders"."status" in ('Active', 'Stopped')),
	CONSTRAINT "medication_orders_stop_check" CHECK ("medication_orders"."stop_at" is null or "medication_orders"."stop_at" > "medication_orders"."start_at")
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "discharged_by_name" text;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "discharge_initiated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "discharge_initiated_by_name" text;--> statement-breakpoint
ALTER TABLE "admission_notes" ADD CONSTRAINT "admission_notes_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_summaries" ADD CONSTRAINT "discharge_summaries_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mar_doses" ADD CONSTRAINT "mar_doses_order_id_medication_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medication_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mar_doses" ADD CONSTRAINT "mar_doses_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_notes_admission_idx" ON "admission_notes" USING btree ("admission_id","written_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mar_doses_order_slot_uq" ON "mar_doses" USING btree ("order_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "mar_doses_admission_idx" ON "mar_doses" USING btree ("admission_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "medication_orders_admission_idx" ON "medication_orders" USING btree ("admission_id","ordered_at");--> statement-breakpoint
CREATE INDEX "lab_orders_admission_idx" ON "lab_orders" USING btree ("admission_id","ordered_at");--> statement-breakpoint
CREATE INDEX "imaging_orders_admission_idx" ON "imaging_orders" USING btree ("admission_id","ordered_at");--> statement-breakpoint
-- Clinical records of a stay are append-only: notes and MAR doses are never changed or removed.
CREATE OR REPLACE FUNCTION refuse_clinical_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admission_notes_append_only
  BEFORE UPDATE OR DELETE ON admission_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
--> statement-breakpoint
CREATE TRIGGER mar_doses_append_only
  BEFORE UPDATE OR DELETE ON mar_doses
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
--> statement-breakpoint
-- A discharge summary is locked once the patient is discharged (finalized_at set).
CREATE OR REPLACE FUNCTION refuse_finalized_summary_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.finalized_at IS NOT NULL THEN
    RAISE EXCEPTION 'the discharge summary of admission % is finalized', OLD.admission_id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER discharge_summaries_locked
  BEFORE UPDATE OR DELETE ON discharge_summaries
  FOR EACH ROW EXECUTE FUNCTION refuse_finalized_summary_change();
