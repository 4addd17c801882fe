CREATE TABLE "io_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"volume_ml" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "io_entries_kind_check" CHECK ("io_entries"."kind" in ('Intake', 'Output')),
	CONSTRAINT "io_entries_volume_check" CHECK ("io_entries"."volume_ml" between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "io_entries" ADD CONSTRAINT "io_entries_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "io_entries_admission_idx" ON "io_entries" USING btree ("admission_id","measured_at");