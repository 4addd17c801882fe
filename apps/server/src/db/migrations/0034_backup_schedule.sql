CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"scheduled_day" date,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"sha256" text,
	"error" text,
	"started_by" uuid,
	"started_by_name" text
);
--> statement-breakpoint
CREATE TABLE "backup_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"time_of_day" text DEFAULT '02:00' NOT NULL,
	"keep" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "backup_schedule_single_row" CHECK ("backup_schedule"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_one_per_day" ON "backup_runs" USING btree ("scheduled_day");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_one_running" ON "backup_runs" USING btree ("status") WHERE "backup_runs"."status" = 'running';