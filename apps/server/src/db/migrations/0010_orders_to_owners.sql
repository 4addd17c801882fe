ALTER TABLE "service_orders" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "service_orders" CASCADE;--> statement-breakpoint
DROP INDEX "prescription_items_status_idx";--> statement-breakpoint
ALTER TABLE "prescription_items" DROP COLUMN "status";