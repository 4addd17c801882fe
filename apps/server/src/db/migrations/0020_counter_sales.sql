CREATE TABLE "h1_register" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"bill_number" text NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_registration" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_details" text DEFAULT '' NOT NULL,
	"drug_name" text NOT NULL,
	"schedule" text NOT NULL,
	"quantity" integer NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"sold_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD COLUMN "buyer_age" integer;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD COLUMN "buyer_sex" text;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD COLUMN "prescriber_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_sales" ADD COLUMN "prescriber_registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "h1_register" ADD CONSTRAINT "h1_register_sale_id_pharmacy_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."pharmacy_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "h1_register_line_uq" ON "h1_register" USING btree ("sale_id","line_no");--> statement-breakpoint
CREATE INDEX "h1_register_sold_idx" ON "h1_register" USING btree ("sold_at");--> statement-breakpoint
-- The H1 register is kept as written for at least three years: no UPDATE or DELETE.
CREATE TRIGGER h1_register_append_only
  BEFORE UPDATE OR DELETE ON h1_register
  FOR EACH ROW EXECUTE FUNCTION refuse_clinical_record_change();
