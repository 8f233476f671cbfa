// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a Tunefit gpus.csv (tunefit catalog import --table gpus, the import dialog).
#include "ImportFuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    tunefit::fuzz::fuzzImport(data, size, tunefit::ImportFormat::Gpus);
    return 0;
}
