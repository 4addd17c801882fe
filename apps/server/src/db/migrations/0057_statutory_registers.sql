CREATE TABLE "register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register" text NOT NULL,
	"serial" text NOT NULL,
	"version" integer NOT NULL,
	"original_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"patient_id" uuid,
	"admission_id" uuid,
	"details" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_entries_register_check" CHECK ("register_entries"."register" in ('mlc', 'birth', 'death'))
);
--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_original_id_register_entries_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."register_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "register_entries_version_uq" ON "register_entries" USING btree ("register","serial","version");--> statement-breakpoint
CREATE INDEX "register_entries_occurred_idx" ON "register_entries" USING btree ("register","occurred_at");--> statement-breakpoint
CREATE TRIGGER register_entries_append_only BEFORE UPDATE OR DELETE ON "register_entries"
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
