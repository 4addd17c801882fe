CREATE TABLE "doctor_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"arrives_at" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	CONSTRAINT "doctor_absences_kind_check" CHECK ("doctor_absences"."kind" in ('leave', 'late')),
	CONSTRAINT "doctor_absences_dates_check" CHECK ("doctor_absences"."from_date" <= "doctor_absences"."to_date"),
	CONSTRAINT "doctor_absences_late_check" CHECK (("doctor_absences"."kind" = 'late') = ("doctor_absences"."arrives_at" is not null) and ("doctor_absences"."kind" <> 'late' or "doctor_absences"."from_date" = "doctor_absences"."to_date"))
);
--> statement-breakpoint
CREATE TABLE "patient_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_ref" text,
	"dedupe_key" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_messages_status_check" CHECK ("patient_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "patient_messages_channel_check" CHECK ("patient_messages"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "patient_messages_language_check" CHECK ("patient_messages"."language" in ('en', 'hi'))
);
--> statement-breakpoint
DROP INDEX "appointments_slot_uq";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "message_channel" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "message_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "message_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "overflow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_absences" ADD CONSTRAINT "doctor_absences_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_absences" ADD CONSTRAINT "doctor_absences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_absences" ADD CONSTRAINT "doctor_absences_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_absences_doctor_idx" ON "doctor_absences" USING btree ("doctor_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_messages_dedupe_uq" ON "patient_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "patient_messages_due_idx" ON "patient_messages" USING btree ("next_attempt_at") WHERE "patient_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "patient_messages_patient_idx" ON "patient_messages" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_messages_created_idx" ON "patient_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_uq" ON "appointments" USING btree ("doctor_id","appointment_date","appointment_time") WHERE "appointments"."status" in ('Scheduled', 'Awaiting', 'Completed') and not "appointments"."overflow";