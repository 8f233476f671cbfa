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

constexpr Migration kMigrations[] = {
    {1, kVersion1},
    {2, kVersion2},
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
