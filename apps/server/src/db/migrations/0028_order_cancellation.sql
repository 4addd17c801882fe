ALTER TABLE "lab_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
ALTER TABLE "imaging_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "imaging_orders" ADD COLUMN "cancelled_by_name" text;