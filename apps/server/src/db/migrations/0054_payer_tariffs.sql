CREATE TABLE "payer_tariff_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"room_category" text DEFAULT 'any' NOT NULL,
	"price_paise" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payer_tariff_rates_category_check" CHECK ("payer_tariff_rates"."room_category" in ('any', 'private', 'semi-private', 'general', 'icu')),
	CONSTRAINT "payer_tariff_rates_price_check" CHECK ("payer_tariff_rates"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payers" ADD COLUMN "rate_factors" jsonb;--> statement-breakpoint
ALTER TABLE "payer_tariff_rates" ADD CONSTRAINT "payer_tariff_rates_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_tariff_rates" ADD CONSTRAINT "payer_tariff_rates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payer_tariff_rates_uq" ON "payer_tariff_rates" USING btree ("payer_id","service_id","room_category","effective_from");--> statement-breakpoint
CREATE INDEX "payer_tariff_rates_payer_idx" ON "payer_tariff_rates" USING btree ("payer_id");