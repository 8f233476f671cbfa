-- SPDX-License-Identifier: GPL-3.0-or-later
-- A catalog database as Tunefit schema version 1 wrote it, with user edits, to test migration to newer versions.
-- Build the binary fixture with: sqlite3 catalog-v1.db < catalog-v1.sql
BEGIN;
CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
CREATE TABLE gpus ( name TEXT PRIMARY KEY NOT NULL, vendor TEXT NOT NULL DEFAULT '', memory_gb REAL NOT NULL, memory_type TEXT NOT NULL DEFAULT '', memory_bandwidth_gbps REAL NOT NULL DEFAULT 0, bf16_dense_tflops REAL, fp16_dense_tflops REAL, fp8_dense_tflops REAL, int8_dense_tops REAL, tf32_dense_tflops REAL, fp32_tflops REAL, supports_bf16 INTEGER NOT NULL DEFAULT 0, supports_fp8 INTEGER NOT NULL DEFAULT 0, architecture TEXT NOT NULL DEFAULT '', tensor_core_generation TEXT NOT NULL DEFAULT '', interconnect TEXT NOT NULL DEFAULT '', interconnect_bw_gbps_per_gpu REAL NOT NULL DEFAULT 0, tdp_w INTEGER NOT NULL DEFAULT 0, form_factor TEXT NOT NULL DEFAULT '', release_year INTEGER NOT NULL DEFAULT 0, class TEXT NOT NULL DEFAULT 'datacenter', source TEXT NOT NULL DEFAULT '', verification TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', as_of TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'bundled');
CREATE TABLE providers ( name TEXT PRIMARY KEY NOT NULL, website TEXT NOT NULL DEFAULT '', billing_granularity TEXT NOT NULL DEFAULT '', billing_unit TEXT NOT NULL DEFAULT 'per_hour', billing_minimum_seconds INTEGER NOT NULL DEFAULT 0, spot_available INTEGER NOT NULL DEFAULT 0, spot_notes TEXT NOT NULL DEFAULT '', persistent_storage TEXT NOT NULL DEFAULT '', storage_text TEXT NOT NULL DEFAULT '', storage_usd_per_gb_month REAL, egress_text TEXT NOT NULL DEFAULT '', egress_usd_per_gb REAL, ssh_access TEXT NOT NULL DEFAULT '', docker_images TEXT NOT NULL DEFAULT '', jupyter TEXT NOT NULL DEFAULT '', multi_node_interconnect TEXT NOT NULL DEFAULT '', regions TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '', verification TEXT NOT NULL DEFAULT '', as_of TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'bundled');
CREATE TABLE offers ( id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL, sold_via TEXT NOT NULL DEFAULT '', instance_type TEXT NOT NULL DEFAULT '', gpu_name TEXT NOT NULL, gpu_count INTEGER NOT NULL, vcpus INTEGER, ram_gb REAL, region TEXT NOT NULL DEFAULT '', price_on_demand_usd_per_hour REAL, price_spot_usd_per_hour REAL, price_scope TEXT NOT NULL DEFAULT 'instance', source TEXT NOT NULL DEFAULT '', source_commit TEXT NOT NULL DEFAULT '', source_repo_path TEXT NOT NULL DEFAULT '', upstream_pricing_page TEXT NOT NULL DEFAULT '', as_of TEXT NOT NULL DEFAULT '', as_of_basis TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'bundled', UNIQUE (provider, sold_via, instance_type, gpu_name, gpu_count, region, price_scope));
CREATE INDEX offers_by_gpu ON offers (gpu_name);
INSERT INTO meta (key, value) VALUES ('schema_version', '1'), ('bundled_fingerprint', 'bundled-defaults-of-version-0.0.1');
-- A bundled row the user edited, a bundled row left alone (with an old value), and a GPU the user added.
INSERT INTO gpus (name, vendor, memory_gb, memory_type, memory_bandwidth_gbps, bf16_dense_tflops, supports_bf16, class, notes, as_of, origin) VALUES
  ('H100 SXM', 'NVIDIA', 80, 'HBM3', 3350, 700, 1, 'datacenter', 'my measured sustained BF16', '2026-01-01', 'user_edited'),
  ('A10', 'NVIDIA', 24, 'GDDR6', 1, 1, 1, 'datacenter', 'old bundled value', '2025-01-01', 'bundled'),
  ('Lab Card 48', 'ACME', 48, 'GDDR6', 900, 150, 1, 'workstation', 'our lab', '2026-02-02', 'user_added');
INSERT INTO providers (name, billing_granularity, billing_unit, spot_available, origin) VALUES
  ('AWS', 'hourly', 'per_hour', 0, 'bundled'),
  ('Our Lab', 'per-minute', 'per_minute', 0, 'user_added');
INSERT INTO offers (provider, sold_via, instance_type, gpu_name, gpu_count, region, price_on_demand_usd_per_hour, price_scope, as_of, origin) VALUES
  ('Our Lab', 'direct', 'lab-2x', 'Lab Card 48', 2, 'basement', 0.5, 'instance', '2026-02-02', 'user_added'),
  ('Lambda', 'direct', 'gpu_8x_v100_n', 'V100 16GB', 8, 'us-east-1', 5.00, 'instance', '2026-07-09', 'user_edited');
COMMIT;
