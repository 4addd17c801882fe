CREATE TABLE "ward_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"admission_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"credit_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"returned_by" uuid,
	"returned_by_name" text NOT NULL,
	"returned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ward_returns_quantity_check" CHECK ("ward_returns"."quantity" > 0 and "ward_returns"."credit_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ward_returns" ADD CONSTRAINT "ward_returns_issue_id_ward_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."ward_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ward_returns_idempotency_uq" ON "ward_returns" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ward_returns_issue_idx" ON "ward_returns" USING btree ("issue_id");