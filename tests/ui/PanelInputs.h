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
