CREATE TABLE "report_sum_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"figure" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sums" (
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "report_sums_figure_day_key_pk" PRIMARY KEY("figure","day","key")
);
--> statement-breakpoint
CREATE TABLE "report_sums_zone" (
	"time_zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Each trigger adds what one statement's rows bring to the reports' figures, in the statement's
-- own transaction (decision 0037). Bills, their lines and credit notes never change, so only
-- their inserts count; payments, pharmacy sales and returns may be updated, so a change takes the
-- old rows' share away and adds the new rows'. `report_sums_records` in the server gives the same
-- figures from the records themselves, for a rebuild; a test holds the two equal.
CREATE FUNCTION report_sums_bills() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sum_deltas (at, figure, key, n, amount)
  SELECT finalized_at, 'revenue.bills', '', count(*)::int, sum(total_paise) FROM new_rows GROUP BY finalized_at
  UNION ALL
  SELECT finalized_at, 'revenue.discounts', '', count(*)::int, sum(discount_paise)
    FROM new_rows WHERE discount_paise > 0 GROUP BY finalized_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bills_report_sums AFTER INSERT ON bills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_bills();
--> statement-breakpoint
CREATE FUNCTION report_sums_bill_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sum_deltas (at, figure, key, n, amount)
  SELECT b.finalized_at, 'revenue.section', l.section, count(*)::int, sum(l.total_paise)
    FROM new_rows l JOIN bills b ON b.id = l.bill_id GROUP BY b.finalized_at, l.section;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_lines_report_sums AFTER INSERT ON bill_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_bill_lines();
--> statement-breakpoint
CREATE FUNCTION report_sums_credit_notes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sum_deltas (at, figure, key, n, amount)
  SELECT created_at, 'revenue.credits', '', count(*)::int, sum(amount_paise) FROM new_rows GROUP BY created_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_notes_report_sums AFTER INSERT ON credit_notes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_credit_notes();
--> statement-breakpoint
-- The rows of a statement as signed shares (at, figure, n, amount): inserted rows add, deleted
-- rows take away, and an update does both for the rows whose share changed.
CREATE FUNCTION report_sums_pharmacy_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT sold_at, 'revenue.pharmacy', '', count(*)::int, sum(total_paise) FROM new_rows GROUP BY sold_at;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT sold_at, 'revenue.pharmacy', '', -count(*)::int, -sum(total_paise) FROM old_rows GROUP BY sold_at;
  ELSE
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT at, 'revenue.pharmacy', '', sum(n)::int, sum(amount) FROM (
      SELECT o.sold_at, -1, -o.total_paise FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE (o.sold_at, o.total_paise) IS DISTINCT FROM (w.sold_at, w.total_paise)
      UNION ALL
      SELECT w.sold_at, 1, w.total_paise FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE (o.sold_at, o.total_paise) IS DISTINCT FROM (w.sold_at, w.total_paise)
    ) x (at, n, amount) GROUP BY at;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pharmacy_sales_report_sums_insert AFTER INSERT ON pharmacy_sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_pharmacy_sales();
--> statement-breakpoint
CREATE TRIGGER pharmacy_sales_report_sums_update AFTER UPDATE ON pharmacy_sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_pharmacy_sales();
--> statement-breakpoint
CREATE TRIGGER pharmacy_sales_report_sums_delete AFTER DELETE ON pharmacy_sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_pharmacy_sales();
--> statement-breakpoint
CREATE FUNCTION report_sums_pharmacy_returns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT returned_at, 'revenue.credits', '', count(*)::int, sum(total_paise) FROM new_rows GROUP BY returned_at;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT returned_at, 'revenue.credits', '', -count(*)::int, -sum(total_paise) FROM old_rows GROUP BY returned_at;
  ELSE
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT at, 'revenue.credits', '', sum(n)::int, sum(amount) FROM (
      SELECT o.returned_at, -1, -o.total_paise FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE (o.returned_at, o.total_paise) IS DISTINCT FROM (w.returned_at, w.total_paise)
      UNION ALL
      SELECT w.returned_at, 1, w.total_paise FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE (o.returned_at, o.total_paise) IS DISTINCT FROM (w.returned_at, w.total_paise)
    ) x (at, n, amount) GROUP BY at;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pharmacy_returns_report_sums_insert AFTER INSERT ON pharmacy_returns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_pharmacy_returns();
--> statement-breakpoint
CREATE TRIGGER pharmacy_returns_report_sums_update AFTER UPDATE ON pharmacy_returns
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_pharmacy_returns();
--> statement-breakpoint
CREATE TRIGGER pharmacy_returns_report_sums_delete AFTER DELETE ON pharmacy_returns
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_pharmacy_returns();
--> statement-breakpoint
CREATE FUNCTION report_sums_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT received_at, CASE WHEN purpose = 'Refund' THEN 'revenue.refunds' ELSE 'revenue.collected' END, '',
        count(*)::int, sum(amount_paise)
      FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT received_at, CASE WHEN purpose = 'Refund' THEN 'revenue.refunds' ELSE 'revenue.collected' END, '',
        -count(*)::int, -sum(amount_paise)
      FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO report_sum_deltas (at, figure, key, n, amount)
    SELECT at, CASE WHEN purpose = 'Refund' THEN 'revenue.refunds' ELSE 'revenue.collected' END, '',
        sum(n)::int, sum(amount)
      FROM (
        SELECT o.received_at, o.purpose, -1, -o.amount_paise FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE (o.received_at, o.purpose, o.amount_paise) IS DISTINCT FROM (w.received_at, w.purpose, w.amount_paise)
        UNION ALL
        SELECT w.received_at, w.purpose, 1, w.amount_paise FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE (o.received_at, o.purpose, o.amount_paise) IS DISTINCT FROM (w.received_at, w.purpose, w.amount_paise)
      ) x (at, purpose, n, amount) GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_report_sums_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_payments();
--> statement-breakpoint
CREATE TRIGGER payments_report_sums_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_payments();
--> statement-breakpoint
CREATE TRIGGER payments_report_sums_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sums_payments();
