CREATE TABLE "lab_group_parameters" (
	"group_id" uuid NOT NULL,
	"parameter_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lab_group_parameters_group_id_parameter_id_pk" PRIMARY KEY("group_id","parameter_id")
);
--> statement-breakpoint
CREATE TABLE "lab_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"service_id" uuid NOT NULL,
	"sample_type" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_parameter_ranges" (
	"parameter_id" uuid NOT NULL,
	"row_id" integer NOT NULL,
	"gender" text NOT NULL,
	"special_condition" text DEFAULT '' NOT NULL,
	"age_band" text NOT NULL,
	"min" numeric(14, 4),
	"max" numeric(14, 4),
	CONSTRAINT "lab_parameter_ranges_parameter_id_row_id_pk" PRIMARY KEY("parameter_id","row_id"),
	CONSTRAINT "lab_parameter_ranges_gender_check" CHECK ("lab_parameter_ranges"."gender" in ('All', 'Male', 'Female')),
	CONSTRAINT "lab_parameter_ranges_age_check" CHECK ("lab_parameter_ranges"."age_band" in ('All', 'Child (1-10y)', 'Newborn'))
);
--> statement-breakpoint
CREATE TABLE "lab_parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"result_type" text DEFAULT 'Numeric' NOT NULL,
	"decimal_places" integer DEFAULT 1 NOT NULL,
	"critical_low" numeric(14, 4),
	"critical_high" numeric(14, 4),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_parameters_result_type_check" CHECK ("lab_parameters"."result_type" in ('Numeric', 'Text'))
);
--> statement-breakpoint
CREATE TABLE "lab_critical_acks" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"seen_by" uuid,
	"seen_by_name" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"entered_by" uuid,
	"entered_by_name" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"amendment_reason" text
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"parameter_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"value" text NOT NULL,
	"value_number" numeric(14, 4),
	"range_min" numeric(14, 4),
	"range_max" numeric(14, 4),
	"range_label" text DEFAULT '' NOT NULL,
	"flag" text,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "lab_results_flag_check" CHECK ("lab_results"."flag" in ('Low', 'High', 'Critical low', 'Critical high'))
);
--> statement-breakpoint
CREATE TABLE "lab_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"accession_number" text NOT NULL,
	"sample_type" text DEFAULT '' NOT NULL,
	"collected_by" uuid,
	"collected_by_name" text NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_by_name" text,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
ALTER TABLE "lab_group_parameters" ADD CONSTRAINT "lab_group_parameters_group_id_lab_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lab_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_group_parameters" ADD CONSTRAINT "lab_group_parameters_parameter_id_lab_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."lab_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_groups" ADD CONSTRAINT "lab_groups_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_parameter_ranges" ADD CONSTRAINT "lab_parameter_ranges_parameter_id_lab_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."lab_parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_critical_acks" ADD CONSTRAINT "lab_critical_acks_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_parameter_id_lab_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."lab_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_samples" ADD CONSTRAINT "lab_samples_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_groups_name_key" ON "lab_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lab_groups_service_key" ON "lab_groups" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_parameters_name_key" ON "lab_parameters" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "lab_parameters_category_idx" ON "lab_parameters" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_reports_order_version_key" ON "lab_reports" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_results_report_parameter_key" ON "lab_results" USING btree ("report_id","parameter_id");--> statement-breakpoint
CREATE INDEX "lab_results_parameter_idx" ON "lab_results" USING btree ("parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_samples_accession_key" ON "lab_samples" USING btree ("accession_number");--> statement-breakpoint
CREATE INDEX "lab_samples_order_idx" ON "lab_samples" USING btree ("order_id","collected_at");--> statement-breakpoint
-- An approved lab report is locked: neither it nor its results change; an amendment is a new version.
CREATE OR REPLACE FUNCTION refuse_approved_lab_report_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.approved_at IS NOT NULL THEN
    RAISE EXCEPTION 'lab report % is approved', OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lab_reports_locked_when_approved
  BEFORE UPDATE OR DELETE ON lab_reports
  FOR EACH ROW EXECUTE FUNCTION refuse_approved_lab_report_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_approved_lab_result_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    target := NEW.report_id;
  ELSE
    target := OLD.report_id;
  END IF;
  IF EXISTS (SELECT 1 FROM lab_reports r WHERE r.id = target AND r.approved_at IS NOT NULL) THEN
    RAISE EXCEPTION 'lab report % is approved', target;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lab_results_locked_when_approved
  BEFORE INSERT OR UPDATE OR DELETE ON lab_results
  FOR EACH ROW EXECUTE FUNCTION refuse_approved_lab_result_change();
