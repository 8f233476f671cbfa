// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a Hugging Face config.json (tunefit estimate --config, File > Open), then the estimator on the model.
#include "FuzzSupport.h"
#include "core/model/HfConfigImport.h"

#include <QByteArray>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    const QByteArray json(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto model = modelFromHfConfig(json, "fuzz");
    if (!model)
        return 0;
    fuzz::exerciseModel(*model);
    fuzz::exerciseJob(fuzz::defaultJob(*model));
    return 0;
}
