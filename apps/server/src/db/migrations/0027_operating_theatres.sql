CREATE TABLE "operating_theatres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"type" text NOT NULL,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"days" smallint[] NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"hourly_rate_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operating_theatres_status_check" CHECK ("operating_theatres"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "operation_notes" (
	"surgery_id" uuid PRIMARY KEY NOT NULL,
	"pre_op_diagnosis" text NOT NULL,
	"post_op_diagnosis" text NOT NULL,
	"procedure_done" text NOT NULL,
	"findings" text NOT NULL,
	"implants" jsonb NOT NULL,
	"complications" text NOT NULL,
	"blood_loss_ml" integer NOT NULL,
	"in_theatre_at" text NOT NULL,
	"out_of_theatre_at" text NOT NULL,
	"anaesthesia_start_at" text NOT NULL,
	"anaesthesia_end_at" text NOT NULL,
	"written_by" uuid NOT NULL,
	"written_by_name" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ot_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"theatre_id" uuid,
	"status" text DEFAULT 'Active' NOT NULL,
	CONSTRAINT "ot_equipment_status_check" CHECK ("ot_equipment"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "surgeries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"admission_id" uuid,
	"procedure_id" uuid NOT NULL,
	"procedure_name" text NOT NULL,
	"surgeon_id" uuid NOT NULL,
	"surgeon_name" text NOT NULL,
	"assistant_id" uuid,
	"assistant_name" text,
	"anaesthetist_id" uuid NOT NULL,
	"anaesthetist_name" text NOT NULL,
	"anaesthesia_type" text NOT NULL,
	"theatre_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"equipment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"checklist" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"theatre_charge_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"anaesthesia_charge_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"charged_paise" bigint DEFAULT 0 NOT NULL,
	"booked_by" uuid,
	"booked_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surgeries_status_check" CHECK ("surgeries"."status" in ('Scheduled', 'In progress', 'Completed', 'Cancelled', 'Postponed')),
	CONSTRAINT "surgeries_anaesthesia_check" CHECK ("surgeries"."anaesthesia_type" in ('General', 'Spinal', 'Epidural', 'Regional block', 'Local', 'Sedation')),
	CONSTRAINT "surgeries_span_check" CHECK ("surgeries"."end_at" > "surgeries"."start_at")
);
--> statement-breakpoint
ALTER TABLE "operation_notes" ADD CONSTRAINT "operation_notes_surgery_id_surgeries_id_fk" FOREIGN KEY ("surgery_id") REFERENCES "public"."surgeries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ot_equipment" ADD CONSTRAINT "ot_equipment_theatre_id_operating_theatres_id_fk" FOREIGN KEY ("theatre_id") REFERENCES "public"."operating_theatres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surgeries" ADD CONSTRAINT "surgeries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surgeries" ADD CONSTRAINT "surgeries_procedure_id_services_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surgeries" ADD CONSTRAINT "surgeries_theatre_id_operating_theatres_id_fk" FOREIGN KEY ("theatre_id") REFERENCES "public"."operating_theatres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operating_theatres_identifier_key" ON "operating_theatres" USING btree (lower("identifier"));--> statement-breakpoint
CREATE INDEX "surgeries_theatre_idx" ON "surgeries" USING btree ("theatre_id","start_at");--> statement-breakpoint
CREATE INDEX "surgeries_start_idx" ON "surgeries" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "surgeries_patient_idx" ON "surgeries" USING btree ("patient_id");--> statement-breakpoint
CREATE TRIGGER operation_notes_immutable BEFORE UPDATE OR DELETE ON operation_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
