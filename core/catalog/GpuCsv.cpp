// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/CatalogCsv.h"
#include "core/catalog/CsvColumns.h"

namespace tunefit::catalog_csv {

namespace detail {

const std::vector<Column<Gpu>>& gpuColumns()
{
    static const std::vector<Column<Gpu>> columns = {
        text<Gpu, &Gpu::vendor>("vendor"),
        text<Gpu, &Gpu::name>("name"),
        number<Gpu, &Gpu::memoryGB>("memory_gb"),
        optionalNumber<Gpu, &Gpu::driverMemoryMiB>("driver_memory_mib"),
        text<Gpu, &Gpu::driverMemorySource>("driver_memory_source"),
        text<Gpu, &Gpu::memoryType>("memory_type"),
        number<Gpu, &Gpu::memoryBandwidthGBps>("memory_bandwidth_gbps"),
        optionalNumber<Gpu, &Gpu::bf16Tflops>("bf16_dense_tflops"),
        optionalNumber<Gpu, &Gpu::fp16Tflops>("fp16_dense_tflops"),
        optionalNumber<Gpu, &Gpu::fp8Tflops>("fp8_dense_tflops"),
        optionalNumber<Gpu, &Gpu::fp4Tflops>("fp4_dense_tflops"),
        optionalNumber<Gpu, &Gpu::int8Tops>("int8_dense_tops"),
        optionalNumber<Gpu, &Gpu::tf32Tflops>("tf32_dense_tflops"),
        optionalNumber<Gpu, &Gpu::fp32Tflops>("fp32_tflops"),
        boolean<Gpu, &Gpu::supportsBf16>("supports_bf16"),
        boolean<Gpu, &Gpu::supportsFp8>("supports_fp8"),
        text<Gpu, &Gpu::architecture>("architecture"),
        text<Gpu, &Gpu::tensorCoreGeneration>("tensor_core_generation"),
        text<Gpu, &Gpu::interconnect>("interconnect"),
        number<Gpu, &Gpu::interconnectGBps, true>("interconnect_bw_gbps_per_gpu"),
        integer<Gpu, &Gpu::scaleUpDomainGpus, true>("scale_up_domain_gpus"),
        integer<Gpu, &Gpu::tdpW, true>("tdp_w"),
        text<Gpu, &Gpu::formFactor>("form_factor"),
        integer<Gpu, &Gpu::releaseYear, true>("release_year"),
        {"class", [](const Gpu& gpu) { return std::string(catalog_text::toString(gpu.gpuClass)); },
         [](Gpu& gpu, std::string_view cell) -> std::string_view {
             if (cell.empty())
                 return {};
             const auto value = catalog_text::gpuClassFrom(cell);
             if (!value)
                 return "enum_invalid";
             gpu.gpuClass = *value;
             return {};
         },
         FieldKind::Choice,
         [] {
             return std::vector<std::string_view>{catalog_text::toString(GpuClass::Datacenter),
                                                  catalog_text::toString(GpuClass::Workstation),
                                                  catalog_text::toString(GpuClass::Consumer)};
         }},
        text<Gpu, &Gpu::source>("source"),
        text<Gpu, &Gpu::verification>("verification"),
        text<Gpu, &Gpu::notes>("notes"),
        text<Gpu, &Gpu::asOf>("as_of"),
    };
    return columns;
}

} // namespace detail

namespace {

constexpr std::string_view kRequired[] = {"name", "memory_gb"};

} // namespace

Result<ReadRows<Gpu>> readGpus(std::string_view csvText)
{
    return detail::readTable<Gpu>(csvText, detail::gpuColumns(), kRequired);
}

std::string writeGpus(const std::vector<Gpu>& gpus)
{
    return detail::writeTable<Gpu>(gpus, detail::gpuColumns());
}

} // namespace tunefit::catalog_csv
