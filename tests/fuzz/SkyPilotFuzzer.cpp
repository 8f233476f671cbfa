// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a SkyPilot vms.csv (tunefit catalog import --table skypilot, the import dialog).
#include "ImportFuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    tunefit::fuzz::fuzzImport(data, size, tunefit::ImportFormat::SkyPilot);
    return 0;
}
