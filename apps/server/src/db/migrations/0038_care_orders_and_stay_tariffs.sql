CREATE TABLE "stay_tariffs" (
	"head" text NOT NULL,
	"bed_class" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text NOT NULL,
	CONSTRAINT "stay_tariffs_head_bed_class_pk" PRIMARY KEY("head","bed_class"),
	CONSTRAINT "stay_tariffs_head_check" CHECK ("stay_tariffs"."head" in ('Consultant visit', 'Nursing', 'Monitoring')),
	CONSTRAINT "stay_tariffs_bed_class_check" CHECK ("stay_tariffs"."bed_class" in ('private', 'semi-private', 'general', 'icu')),
	CONSTRAINT "stay_tariffs_price_check" CHECK ("stay_tariffs"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "care_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"urgency" text DEFAULT 'Routine' NOT NULL,
	"price_paise" bigint,
	"status" text DEFAULT 'Active' NOT NULL,
	"ordered_by" uuid,
	"ordered_by_name" text NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_name" text,
	"end_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "care_orders_status_check" CHECK ("care_orders"."status" in ('Active', 'Done', 'Stopped', 'Cancelled')),
	CONSTRAINT "care_orders_kind_check" CHECK ("care_orders"."kind" in ('Procedure', 'Diet', 'Nursing')),
	CONSTRAINT "care_orders_urgency_check" CHECK ("care_orders"."urgency" in ('Routine', 'Urgent', 'STAT'))
);
--> statement-breakpoint
ALTER TABLE "care_orders" ADD CONSTRAINT "care_orders_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_orders_admission_idx" ON "care_orders" USING btree ("admission_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "care_orders_one_diet_uq" ON "care_orders" USING btree ("admission_id") WHERE "care_orders"."kind" = 'Diet' and "care_orders"."status" = 'Active';