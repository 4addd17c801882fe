CREATE TABLE "care_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"payer_id" uuid,
	"prices" jsonb NOT NULL,
	"room_days" integer DEFAULT 0 NOT NULL,
	"inclusions" jsonb NOT NULL,
	"exclusions" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_packages_room_days_check" CHECK ("care_packages"."room_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"applied_by" uuid,
	"applied_by_name" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_by" uuid,
	"ended_by_name" text,
	"ended_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "stay_packages_status_check" CHECK ("stay_packages"."status" in ('Active', 'Changed', 'Broken'))
);
--> statement-breakpoint
ALTER TABLE "bill_lines" DROP CONSTRAINT "bill_lines_section_check";--> statement-breakpoint
ALTER TABLE "care_packages" ADD CONSTRAINT "care_packages_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_packages" ADD CONSTRAINT "stay_packages_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_packages" ADD CONSTRAINT "stay_packages_package_id_care_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."care_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_packages_code_uq" ON "care_packages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_packages_active_uq" ON "stay_packages" USING btree ("admission_id") WHERE "stay_packages"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "stay_packages_admission_idx" ON "stay_packages" USING btree ("admission_id","applied_at");--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_section_check" CHECK ("bill_lines"."section" in ('Package', 'Room Charges', 'Services', 'Medications', 'Procedure', 'Miscellaneous'));