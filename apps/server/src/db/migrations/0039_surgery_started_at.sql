ALTER TABLE "surgeries" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
-- Surgeries already in theatre: their last update was the move in (nothing writes them until the note).
UPDATE "surgeries" SET "started_at" = "updated_at" WHERE "status" = 'In progress';
