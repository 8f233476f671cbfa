// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The library's job on a model and a bundled catalog card, for the diffusion tests.
#include "core/catalog/BundledCatalog.h"
#include "core/diffusion/DenoiserLibrary.h"

#include <gtest/gtest.h>

#include <string_view>

namespace tunefit::diffusion_tests {

inline DiffusionJob jobFor(std::string_view model)
{
    Result<DiffusionJob> job = diffusionJobFor(bundledDenoiserLibrary(), model);
    EXPECT_TRUE(job.ok()) << model;
    return job ? *job : DiffusionJob{};
}

inline const Gpu& gpuNamed(std::string_view name)
{
    const Gpu* gpu = findGpu(bundledCatalog(), name);
    EXPECT_NE(gpu, nullptr) << name;
    return *gpu;
}

} // namespace tunefit::diffusion_tests
