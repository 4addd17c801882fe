-- GST slabs after GST 2.0 (56th GST Council, effective 2025-09-22): 0, 5, 18 and 40 percent.
INSERT INTO gst_rates (rate, effective_from) VALUES (0, '2025-09-22'), (5, '2025-09-22'), (18, '2025-09-22'), (40, '2025-09-22')
ON CONFLICT (rate) DO NOTHING;
