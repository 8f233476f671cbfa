// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/BundledCatalog.h"
#include "core/catalog/Catalog.h"

#include <gtest/gtest.h>

namespace tunefit::test {

/// A card of the bundled catalog by its name; the test fails where the catalog has none of that name.
inline const Gpu& bundledCard(const char* name)
{
    const Gpu* gpu = findGpu(bundledCatalog(), name);
    EXPECT_NE(gpu, nullptr) << name;
    return gpu ? *gpu : bundledCatalog().gpus.front();
}

} // namespace tunefit::test
