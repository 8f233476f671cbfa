// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"

namespace tunefit::test {

// Cards written out from resources/catalog/gpus.csv (dense figures), independent of the bundled catalog.
inline Gpu h100()
{
    Gpu g;
    g.name = "H100 SXM";
    g.memoryGB = 80;
    g.memoryType = "HBM3";
    g.memoryBandwidthGBps = 3350;
    g.bf16Tflops = 989.4;
    g.fp16Tflops = 989.4;
    g.fp8Tflops = 1978.9;
    g.fp32Tflops = 67;
    g.supportsBf16 = true;
    g.supportsFp8 = true;
    g.architecture = "Hopper";
    g.interconnect = "NVLink 4";
    g.interconnectGBps = 900;
    return g;
}

/// The H200 SXM: the H100's GH100 compute with 141 GB of HBM3e at 4.8 TB/s (resources/catalog/gpus.csv).
inline Gpu h200()
{
    Gpu g = h100();
    g.name = "H200 SXM";
    g.memoryGB = 141;
    g.memoryType = "HBM3e";
    g.memoryBandwidthGBps = 4800;
    return g;
}

} // namespace tunefit::test
