CREATE TABLE "pharmacy_return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"sale_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"disposition" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	CONSTRAINT "pharmacy_return_lines_quantity_check" CHECK ("pharmacy_return_lines"."quantity" > 0),
	CONSTRAINT "pharmacy_return_lines_disposition_check" CHECK ("pharmacy_return_lines"."disposition" in ('Restock', 'Quarantine'))
);
--> statement-breakpoint
CREATE TABLE "pharmacy_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_number" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"round_off_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"refund_payment_id" uuid,
	"idempotency_key" text NOT NULL,
	"returned_by" uuid,
	"returned_by_name" text NOT NULL,
	"returned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pharmacy_return_lines" ADD CONSTRAINT "pharmacy_return_lines_return_id_pharmacy_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."pharmacy_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_return_lines" ADD CONSTRAINT "pharmacy_return_lines_sale_line_id_pharmacy_sale_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."pharmacy_sale_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_returns" ADD CONSTRAINT "pharmacy_returns_sale_id_pharmacy_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."pharmacy_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_returns" ADD CONSTRAINT "pharmacy_returns_refund_payment_id_payments_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_return_lines_sale_line_idx" ON "pharmacy_return_lines" USING btree ("sale_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_returns_credit_note_uq" ON "pharmacy_returns" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_returns_idempotency_uq" ON "pharmacy_returns" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "pharmacy_returns_sale_idx" ON "pharmacy_returns" USING btree ("sale_id");