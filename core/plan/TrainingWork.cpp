// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/TrainingWork.h"

#include "core/plan/Planner.h"

#include <algorithm>

namespace tunefit {

TrainingWork trainingWork(const Job& job)
{
    TrainingWork work;
    work.tokens = job.datasetTokens * std::max(0.0, job.epochs);
    work.computedTokens = work.tokens;
    if (job.packing)
        return work;
    if (job.averageSampleTokens <= 0) {
        work.paddingUnknown = true;
        return work;
    }
    work.computedTokens = work.tokens * double(std::max(1, job.setup.seqLen)) / job.averageSampleTokens;
    return work;
}

} // namespace tunefit
