// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogSchema.h"

namespace tunefit::store_detail {

namespace {

// Version 1: the first catalog schema.
constexpr const char* kVersion1[] = {
    "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)",
    "CREATE TABLE gpus ("
    " name TEXT PRIMARY KEY NOT NULL, vendor TEXT NOT NULL DEFAULT '', memory_gb REAL NOT NULL,"
    " memory_type TEXT NOT NULL DEFAULT '', memory_bandwidth_gbps REAL NOT NULL DEFAULT 0,"
    " bf16_dense_tflops REAL, fp16_dense_tflops REAL, fp8_dense_tflops REAL, int8_dense_tops REAL,"
    " tf32_dense_tflops REAL, fp32_tflops REAL,"
    " supports_bf16 INTEGER NOT NULL DEFAULT 0, supports_fp8 INTEGER NOT NULL DEFAULT 0,"
    " architecture TEXT NOT NULL DEFAULT '', tensor_core_generation TEXT NOT NULL DEFAULT '',"
    " interconnect TEXT NOT NULL DEFAULT '', interconnect_bw_gbps_per_gpu REAL NOT NULL DEFAULT 0,"
    " tdp_w INTEGER NOT NULL DEFAULT 0, form_factor TEXT NOT NULL DEFAULT '', release_year INTEGER NOT NULL DEFAULT 0,"
    " class TEXT NOT NULL DEFAULT 'datacenter', source TEXT NOT NULL DEFAULT '',"
    " verification TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', as_of TEXT NOT NULL DEFAULT '',"
    " origin TEXT NOT NULL DEFAULT 'bundled')",
    "CREATE TABLE providers ("
    " name TEXT PRIMARY KEY NOT NULL, website TEXT NOT NULL DEFAULT '', billing_granularity TEXT NOT NULL DEFAULT '',"
    " billing_unit TEXT NOT NULL DEFAULT 'per_hour', billing_minimum_seconds INTEGER NOT NULL DEFAULT 0,"
    " spot_available INTEGER NOT NULL DEFAULT 0, spot_notes TEXT NOT NULL DEFAULT '',"
    " persistent_storage TEXT NOT NULL DEFAULT '', storage_text TEXT NOT NULL DEFAULT '',"
    " storage_usd_per_gb_month REAL, egress_text TEXT NOT NULL DEFAULT '', egress_usd_per_gb REAL,"
    " ssh_access TEXT NOT NULL DEFAULT '', docker_images TEXT NOT NULL DEFAULT '', jupyter TEXT NOT NULL DEFAULT '',"
    " multi_node_interconnect TEXT NOT NULL DEFAULT '', regions TEXT NOT NULL DEFAULT '',"
    " notes TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '', verification TEXT NOT NULL DEFAULT '',"
    " as_of TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'bundled')",
    "CREATE TABLE offers ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL, sold_via TEXT NOT NULL DEFAULT '',"
    " instance_type TEXT NOT NULL DEFAULT '', gpu_name TEXT NOT NULL, gpu_count INTEGER NOT NULL,"
    " vcpus INTEGER, ram_gb REAL, region TEXT NOT NULL DEFAULT '',"
    " price_on_demand_usd_per_hour REAL, price_spot_usd_per_hour REAL,"
    " price_scope TEXT NOT NULL DEFAULT 'instance', source TEXT NOT NULL DEFAULT '',"
    " source_commit TEXT NOT NULL DEFAULT '', source_repo_path TEXT NOT NULL DEFAULT '',"
    " upstream_pricing_page TEXT NOT NULL DEFAULT '', as_of TEXT NOT NULL DEFAULT '',"
    " as_of_basis TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'bundled',"
    " UNIQUE (provider, sold_via, instance_type, gpu_name, gpu_count, region, price_scope))",
    "CREATE INDEX offers_by_gpu ON offers (gpu_name)",
};

// Version 2: the planner's spot-interruption assumption per provider, the source's GPU label per offer, and
// tombstones so that bundled rows the user deleted stay deleted when newer defaults are merged.
constexpr const char* kVersion2[] = {
    "ALTER TABLE providers ADD COLUMN spot_interruptions_per_hour REAL",
    "ALTER TABLE offers ADD COLUMN gpu_name_raw TEXT NOT NULL DEFAULT ''",
    "CREATE TABLE removed_bundled (table_name TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (table_name, key))",
};

// Version 3: price sources (issue 18) and the time of the last price update (kept in `meta`). The defaults are
// SkyPilot's hosted catalog files (sky/skylet/constants.py: HOSTED_CATALOG_DIR_URL = raw.githubusercontent.com/
// skypilot-org/skypilot-catalog/master/catalogs, then <version>/<cloud>/vms.csv) for every cloud the bundled
// offers were read from (resources/catalog/README.md section 3), each at the newest catalog version seen for that
// cloud in the skypilot-catalog repository (v9 directory created 2026-07-09 by PR #185; Azure's vms.csv last seen
// in v8, Paperspace's and OVHcloud's in v6). Shadeform is left out: its file mixes many providers in one marketplace,
// and the SkyPilot importer maps one file to one provider.
constexpr const char* kVersion3[] = {
    "CREATE TABLE price_sources (name TEXT PRIMARY KEY NOT NULL, url TEXT NOT NULL, format TEXT NOT NULL,"
    " catalog_version TEXT NOT NULL DEFAULT '', provider TEXT NOT NULL DEFAULT '')",
    "INSERT INTO price_sources VALUES ('aws', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/aws/vms.csv', 'skypilot', "
    "'v9', 'AWS')",
    "INSERT INTO price_sources VALUES ('gcp', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/gcp/vms.csv', 'skypilot', "
    "'v9', 'Google Cloud')",
    "INSERT INTO price_sources VALUES ('lambda', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/lambda/vms.csv', 'skypilot', "
    "'v9', 'Lambda')",
    "INSERT INTO price_sources VALUES ('oci', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/oci/vms.csv', 'skypilot', "
    "'v9', 'Oracle OCI')",
    "INSERT INTO price_sources VALUES ('nebius', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/nebius/vms.csv', 'skypilot', "
    "'v9', 'Nebius')",
    "INSERT INTO price_sources VALUES ('cudo', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/cudo/vms.csv', 'skypilot', "
    "'v9', 'Cudo Compute')",
    "INSERT INTO price_sources VALUES ('fluidstack', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/fluidstack/vms.csv', "
    "'skypilot', 'v9', 'Fluidstack')",
    "INSERT INTO price_sources VALUES ('vast', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/vast/vms.csv', 'skypilot', "
    "'v9', 'Vast.ai')",
    "INSERT INTO price_sources VALUES ('hyperstack', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/hyperstack/vms.csv', "
    "'skypilot', 'v8', 'Hyperstack')",
    "INSERT INTO price_sources VALUES ('jarvislabs', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/jarvislabs/vms.csv', "
    "'skypilot', 'v8', 'Jarvislabs')",
    "INSERT INTO price_sources VALUES ('verda', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/verda/vms.csv', 'skypilot', "
    "'v8', 'Verda (formerly DataCrunch)')",
    "INSERT INTO price_sources VALUES ('runpod', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/runpod/vms.csv', 'skypilot', "
    "'v8', 'RunPod')",
    "INSERT INTO price_sources VALUES ('azure', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/azure/vms.csv', 'skypilot', "
    "'v8', 'Microsoft Azure')",
    "INSERT INTO price_sources VALUES ('paperspace', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v6/paperspace/vms.csv', "
    "'skypilot', 'v6', 'Paperspace (DigitalOcean)')",
    "INSERT INTO price_sources VALUES ('ovhcloud', '"
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v6/ovhcloud/vms.csv', 'skypilot', "
    "'v6', 'OVHcloud')",
};

// Version 4: team catalogs (issue 19). Every row carries a version, raised by every write, so that a save over a row
// someone else changed since it was read is refused; `change_stamp` counts committed changes for cheap polling.
constexpr const char* kVersion4[] = {
    "ALTER TABLE gpus ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE providers ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE offers ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1",
    "INSERT INTO meta (key, value) VALUES ('change_stamp', '0')",
};

// Version 5: the memory the driver reports per GPU (issue 27), in MiB, and where that figure comes from. NULL = no
// figure: the marketed GB is used instead (core/catalog/Catalog.cpp memoryBytes). Bundled rows get the figure from
// the next merge of the defaults; user rows keep NULL until edited.
constexpr const char* kVersion5[] = {
    "ALTER TABLE gpus ADD COLUMN driver_memory_mib REAL",
    "ALTER TABLE gpus ADD COLUMN driver_memory_source TEXT NOT NULL DEFAULT ''",
};

// Version 6: the inter-node fabric as typed facts (issue 27). Existing rows start "unknown" (never derived from the
// multi_node_interconnect text); merging the newer bundled defaults fills the bundled rows, and rows the user edited
// or added keep "unknown" until the user sets them. An offer's fabric_kind NULL = its provider's fabric.
constexpr const char* kVersion6[] = {
    "ALTER TABLE providers ADD COLUMN fabric_kind TEXT NOT NULL DEFAULT 'unknown'",
    "ALTER TABLE providers ADD COLUMN fabric_gbps_per_gpu REAL",
    "ALTER TABLE providers ADD COLUMN fabric_scope TEXT NOT NULL DEFAULT 'all_instances'",
    "ALTER TABLE providers ADD COLUMN fabric_source TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE providers ADD COLUMN fabric_as_of TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE offers ADD COLUMN cluster_product INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE offers ADD COLUMN fabric_kind TEXT",
    "ALTER TABLE offers ADD COLUMN fabric_gbps_per_gpu REAL",
    "ALTER TABLE offers ADD COLUMN fabric_source TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE offers ADD COLUMN fabric_as_of TEXT NOT NULL DEFAULT ''",
};

// Version 7: the user's model library (issue 28). A row keeps the config.json text as given, not the parsed figures,
// so that a later Tunefit reads it with its own parser; the size check repeats the store's (a row written by another
// program is refused too). published_params_b NULL = no count known (the estimator counts from the config).
constexpr const char* kVersion7[] = {
    "CREATE TABLE models ("
    " id TEXT PRIMARY KEY NOT NULL, hub_id TEXT NOT NULL DEFAULT '', family TEXT NOT NULL DEFAULT '',"
    " published_params_b REAL, config_json TEXT NOT NULL CHECK (length(config_json) <= 1048576),"
    " source TEXT NOT NULL DEFAULT '', source_date TEXT NOT NULL DEFAULT '',"
    " origin TEXT NOT NULL DEFAULT 'user_added', row_version INTEGER NOT NULL DEFAULT 1)",
};

// Version 8: two typed GPU facts (issue 32): the dense FP4 tensor rate (NULL = no FP4 units or no published figure)
// and how many GPUs one NVLink / NVSwitch / Infinity Fabric scale-up domain joins (0 = unknown). Existing rows read
// both as unknown; merging the newer bundled defaults fills the bundled rows, and rows the user edited or added keep
// them unknown until the user sets them.
constexpr const char* kVersion8[] = {
    "ALTER TABLE gpus ADD COLUMN fp4_dense_tflops REAL",
    "ALTER TABLE gpus ADD COLUMN scale_up_domain_gpus INTEGER NOT NULL DEFAULT 0",
};

// Version 9: the user's measured runs and the calibrations taken from them (issue 33; core/catalog/RunRows.h). A run
// keeps every figure its log gave in a typed column (NULL = the log did not state it; the counts of steps and lines
// are BIGINT: a multi-gigabyte log may pass 2^31 lines), the GPU it ran on and the job it ran as a job file's text,
// whose size check repeats the store's (kMaxRunJobBytes). A calibration is keyed by GPU and method scope (a Method key,
// '' = every method); it names its run by id and in words, and outlives the run's removal. Neither table has a foreign
// key: a run or a calibration whose GPU was removed from the catalog is kept, and applies to nothing.
constexpr const char* kVersion9[] = {
    "CREATE TABLE runs ("
    " id TEXT PRIMARY KEY NOT NULL, format TEXT NOT NULL, steps_read BIGINT NOT NULL DEFAULT 0,"
    " last_step BIGINT NOT NULL DEFAULT 0, step_seconds REAL, tokens_per_second_per_gpu REAL,"
    " samples_per_second REAL, tokens_per_second REAL, tflops_per_gpu REAL, mfu REAL, peak_memory_bytes REAL,"
    " memory_figure TEXT NOT NULL DEFAULT 'allocated', global_batch BIGINT, gpu_count_logged INTEGER,"
    " logged_gpu_name TEXT NOT NULL DEFAULT '', lines_read BIGINT NOT NULL DEFAULT 0,"
    " lines_skipped BIGINT NOT NULL DEFAULT 0, log_name TEXT NOT NULL DEFAULT '', gpu_name TEXT NOT NULL,"
    " gpu_count INTEGER NOT NULL DEFAULT 1, job_json TEXT NOT NULL DEFAULT '' CHECK (length(job_json) <= 262144),"
    " added_at TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'user_added',"
    " row_version INTEGER NOT NULL DEFAULT 1)",
    "CREATE TABLE calibrations ("
    " gpu_name TEXT NOT NULL, method_scope TEXT NOT NULL DEFAULT '', time_factor REAL NOT NULL,"
    " memory_offset_bytes REAL, run_id TEXT NOT NULL DEFAULT '', run_summary TEXT NOT NULL DEFAULT '',"
    " created_at TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'user_added',"
    " row_version INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (gpu_name, method_scope))",
};

constexpr Migration kMigrations[] = {
    {1, kVersion1}, {2, kVersion2}, {3, kVersion3}, {4, kVersion4}, {5, kVersion5},
    {6, kVersion6}, {7, kVersion7}, {8, kVersion8}, {9, kVersion9},
};

} // namespace

std::span<const Migration> migrations()
{
    return kMigrations;
}

int latestSchemaVersion()
{
    return kMigrations[std::size(kMigrations) - 1].toVersion;
}

} // namespace tunefit::store_detail
