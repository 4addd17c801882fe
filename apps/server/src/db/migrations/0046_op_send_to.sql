ALTER TABLE "appointments" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_sent_to_check" CHECK ("appointments"."sent_to" in ('lab', 'radiology'));