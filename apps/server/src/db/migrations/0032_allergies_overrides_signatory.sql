CREATE TABLE "allergy_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"ingredients" text[] NOT NULL,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "override_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "approved_by_qualification" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "approved_by_registration" text;--> statement-breakpoint
ALTER TABLE "pharmacy_sale_lines" ADD COLUMN "allergy_override" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mar_doses" ADD COLUMN "override_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD COLUMN "override_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "allergy_classes_name_uq" ON "allergy_classes" USING btree (lower("name"));--> statement-breakpoint
-- The standard drug classes for allergy checks; the clinic administrator can add more.
INSERT INTO "allergy_classes" ("name", "ingredients", "updated_by_name") VALUES
  ('Penicillins', '{"penicillin","benzylpenicillin","benzathine penicillin","procaine penicillin","phenoxymethylpenicillin","amoxicillin","amoxycillin","ampicillin","cloxacillin","dicloxacillin","flucloxacillin","oxacillin","piperacillin","ticarcillin"}', 'System'),
  ('Cephalosporins', '{"cefalexin","cephalexin","cefadroxil","cefazolin","cefuroxime","cefaclor","cefprozil","cefixime","cefpodoxime","cefdinir","cefditoren","ceftriaxone","cefotaxime","ceftazidime","cefoperazone","cefepime","ceftaroline"}', 'System'),
  ('Carbapenems', '{"meropenem","imipenem","ertapenem","doripenem","faropenem"}', 'System'),
  ('Sulfonamides', '{"sulfamethoxazole","sulphamethoxazole","sulfadiazine","silver sulfadiazine","sulfadoxine","sulfasalazine","sulphasalazine","sulfacetamide"}', 'System'),
  ('NSAIDs', '{"aspirin","acetylsalicylic acid","ibuprofen","diclofenac","aceclofenac","naproxen","ketorolac","mefenamic acid","indomethacin","piroxicam","meloxicam","lornoxicam","nimesulide","etoricoxib","celecoxib","ketoprofen","dexketoprofen","flurbiprofen","etodolac"}', 'System'),
  ('Macrolides', '{"erythromycin","azithromycin","clarithromycin","roxithromycin"}', 'System'),
  ('Fluoroquinolones', '{"ciprofloxacin","ofloxacin","levofloxacin","norfloxacin","moxifloxacin","gatifloxacin","prulifloxacin"}', 'System'),
  ('Tetracyclines', '{"tetracycline","doxycycline","minocycline","tigecycline"}', 'System'),
  ('Aminoglycosides', '{"gentamicin","amikacin","tobramycin","streptomycin","neomycin","netilmicin"}', 'System'),
  ('Opioids', '{"morphine","codeine","tramadol","tapentadol","fentanyl","pethidine","oxycodone","buprenorphine","hydrocodone"}', 'System'),
  ('Aromatic anticonvulsants', '{"carbamazepine","oxcarbazepine","phenytoin","fosphenytoin","phenobarbitone","phenobarbital","lamotrigine"}', 'System'),
  ('Amide local anaesthetics', '{"lidocaine","lignocaine","bupivacaine","levobupivacaine","ropivacaine","prilocaine"}', 'System'),
  ('Iodinated contrast media', '{"iohexol","iopamidol","iodixanol","ioversol","iopromide","diatrizoate"}', 'System')
ON CONFLICT DO NOTHING;
