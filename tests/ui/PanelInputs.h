// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/BundledCatalog.h"
#include "core/evaluate/Evaluation.h"
#include "ui/job/JobPanel.h"

#include <memory>
#include <string>
#include <vector>

namespace tunefit::ui::test {

/// What a fresh job panel describes: the job a new user sees first (Llama-3.1-8B LoRA on an H100).
inline JobInputs defaultInputs()
{
    JobPanel panel;
    return panel.inputs();
}

/// Issue 29's job on an RTX 4090: Llama-3.1-8B LoRA r16 on every linear, micro-batch 4 × 2,048, accumulation 4: it
/// does not fit as set (MakeItFitTest, JobHistoryTest).
inline JobInputs loraOn4090(JobInputs in)
{
    in.job.setup.method = Method::LoRA;
    in.job.setup.baseQuant = BaseQuant::None;
    in.job.setup.weightDType = DType::BF16;
    in.job.setup.adapter.rank = 16;
    in.job.setup.adapter.targets = kAllLinear;
    in.job.setup.microBatch = 4;
    in.job.setup.gradAccumulation = 4;
    in.job.setup.seqLen = 2048;
    in.job.setup.checkpointing = Checkpointing::Full;
    in.job.setup.loss = LossImpl::Standard;
    in.job.parallel = Parallelism{};
    in.gpuName = QStringLiteral("RTX 4090");
    return in;
}

/// The bundled catalog as the window's session holds it.
inline std::shared_ptr<const Catalog> bundled()
{
    static const auto catalog = std::make_shared<const Catalog>(bundledCatalog());
    return catalog;
}

/// Memory of the selected GPU of these inputs, bytes.
inline double selectedCapacity(const JobInputs& in)
{
    const Gpu* gpu = findGpu(bundledCatalog(), in.gpuName.toStdString());
    return gpu ? memoryBytes(*gpu) : 0;
}

/// The inputs evaluated as the window's session evaluates them (bundled catalog, a fixed date for the price rules).
inline std::shared_ptr<const Evaluation> evaluated(const JobInputs& in, SweepAxis axis = SweepAxis::SequenceLength,
                                                   std::vector<std::string> comparedGpus = {})
{
    EvaluationRequest request;
    request.today = "2026-12-01";
    request.selectedGpu = in.gpuName.toStdString();
    request.withWhatIf = true;
    request.whatIfAxis = axis;
    request.whatIfGpus = std::move(comparedGpus);
    return std::make_shared<const Evaluation>(evaluate(in.job, *bundled(), request));
}

} // namespace tunefit::ui::test
