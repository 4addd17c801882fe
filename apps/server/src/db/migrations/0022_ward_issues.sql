CREATE TABLE "ward_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"medication_order_id" uuid NOT NULL,
	"drug_id" uuid NOT NULL,
	"drug_name" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"units_per_pack" integer NOT NULL,
	"mrp_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"charge_id" uuid,
	"idempotency_key" text NOT NULL,
	"issued_by" uuid,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ward_issues_quantity_check" CHECK ("ward_issues"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "ward_issues" ADD CONSTRAINT "ward_issues_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_issues" ADD CONSTRAINT "ward_issues_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ward_issues_idempotency_uq" ON "ward_issues" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ward_issues_order_idx" ON "ward_issues" USING btree ("medication_order_id");