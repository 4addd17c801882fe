CREATE TABLE "radiology_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"content" text NOT NULL,
	"added_by" uuid,
	"added_by_name" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radiology_reports" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"technician_id" uuid,
	"technician_name" text,
	"radiologist_id" uuid,
	"radiologist_name" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"template_id" uuid,
	"updated_by" uuid,
	"updated_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_by" uuid,
	"signed_by_name" text,
	"signer_qualification" text,
	"signer_registration" text,
	"signed_at" timestamp with time zone,
	CONSTRAINT "radiology_reports_status_check" CHECK ("radiology_reports"."status" in ('Draft', 'Signed'))
);
--> statement-breakpoint
CREATE TABLE "radiology_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"modality" text NOT NULL,
	"content" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radiology_templates_modality_check" CHECK ("radiology_templates"."modality" in ('X-ray', 'USG', 'CT', 'MRI', 'Other'))
);
--> statement-breakpoint
ALTER TABLE "radiology_addenda" ADD CONSTRAINT "radiology_addenda_order_id_radiology_reports_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."radiology_reports"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radiology_reports" ADD CONSTRAINT "radiology_reports_order_id_imaging_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."imaging_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "radiology_addenda_order_idx" ON "radiology_addenda" USING btree ("order_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "radiology_templates_name_key" ON "radiology_templates" USING btree (lower("name"));--> statement-breakpoint
-- A signed report never changes; corrections are addenda, which never change either.
CREATE FUNCTION refuse_signed_report_change() RETURNS trigger AS $$
BEGIN
  IF OLD.status = 'Signed' THEN
    RAISE EXCEPTION 'A signed radiology report cannot be changed; add an addendum' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER radiology_reports_signed_lock BEFORE UPDATE OR DELETE ON radiology_reports
  FOR EACH ROW EXECUTE FUNCTION refuse_signed_report_change();
--> statement-breakpoint
CREATE TRIGGER radiology_addenda_immutable BEFORE UPDATE OR DELETE ON radiology_addenda
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
