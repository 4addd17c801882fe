ALTER TABLE "appointments" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "queue_seq" double precision;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "queue_lane" smallint;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "call_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "skip_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_priority_check" CHECK ("appointments"."priority" in ('Emergency', 'Senior citizen', 'Pregnant', 'Differently abled'));