CREATE TABLE "coverage_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coverage_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coverage_cards" ADD CONSTRAINT "coverage_cards_coverage_id_patient_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."patient_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coverage_cards_coverage_uq" ON "coverage_cards" USING btree ("coverage_id");