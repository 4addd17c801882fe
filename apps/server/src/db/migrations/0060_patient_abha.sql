ALTER TABLE "patients" ADD COLUMN "abha_number" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "abha_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_abha_number_uq" ON "patients" USING btree ("abha_number") WHERE "patients"."abha_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_abha_address_uq" ON "patients" USING btree ("abha_address") WHERE "patients"."abha_address" is not null;