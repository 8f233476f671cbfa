// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a Hugging Face config.json (tunefit estimate --config, File > Open, `tunefit models add/fetch`), then
// the estimator on the model; and the model library's reading of the same text (its Hub id, the entry's checks).
#include "FuzzSupport.h"
#include "core/catalog/ModelFiles.h"
#include "core/catalog/ModelRows.h"
#include "core/model/HfConfigImport.h"

#include <QByteArray>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace tunefit;
    const QByteArray json(reinterpret_cast<const char*>(data), qsizetype(size));
    ModelEntry entry;
    entry.id = "fuzz";
    entry.configJson = json.toStdString();
    entry.hubId = hubIdFromConfig(entry.configJson);
    (void)validateModelEntry(entry);
    const auto model = modelFromHfConfig(json, "fuzz");
    if (!model)
        return 0;
    fuzz::exerciseModel(*model);
    fuzz::exerciseJob(fuzz::defaultJob(*model));
    return 0;
}
