ALTER TABLE "drugs" ADD COLUMN "units_per_pack" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_entry_items" ADD COLUMN "units_per_pack" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "drugs" ADD CONSTRAINT "drugs_units_per_pack_check" CHECK ("drugs"."units_per_pack" >= 1);