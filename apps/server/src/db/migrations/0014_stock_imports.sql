CREATE TABLE "stock_import_created" (
	"import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "stock_import_created_import_id_kind_id_pk" PRIMARY KEY("import_id","kind","id")
);
--> statement-breakpoint
CREATE TABLE "stock_import_rows" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"name" text NOT NULL,
	"batch" text NOT NULL,
	"qoh" integer NOT NULL,
	"mrp_paise" bigint NOT NULL,
	"ptr_paise" bigint NOT NULL,
	"expiry" date NOT NULL,
	"dosage_form" text NOT NULL,
	"supplier" text NOT NULL,
	"drug_id" uuid,
	"batch_id" uuid,
	CONSTRAINT "stock_import_rows_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'Staging' NOT NULL,
	"total_rows" integer NOT NULL,
	"staged_rows" integer DEFAULT 0 NOT NULL,
	"file_sha256" text NOT NULL,
	"idempotency_key" text,
	"message" text DEFAULT '' NOT NULL,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "stock_imports_status_check" CHECK ("stock_imports"."status" in ('Staging', 'Applying', 'Completed', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "stock_import_created" ADD CONSTRAINT "stock_import_created_import_id_stock_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_import_rows" ADD CONSTRAINT "stock_import_rows_import_id_stock_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_import_rows_batch_idx" ON "stock_import_rows" USING btree ("import_id",lower("name"),lower("batch"));--> statement-breakpoint
CREATE UNIQUE INDEX "stock_imports_key_uq" ON "stock_imports" USING btree ("created_by","idempotency_key");