ALTER TABLE "encounters" ADD COLUMN "doctor_qualification" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "doctor_registration_number" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "allergies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "encounters" e SET "allergies" = coalesce(m."history"->'allergies', '[]'::jsonb) FROM "medical_histories" m WHERE m."patient_id" = e."patient_id";
