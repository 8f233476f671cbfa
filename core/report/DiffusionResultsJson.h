// SPDX-License-Identifier: GPL-3.0-or-later
// An image or video job's evaluation by its stable keys: `tunefit diffusion --json` and the window's File > Export
// results on the image and video tasks write this one object.
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/diffusion/DiffusionPlan.h"

#include <QJsonObject>

namespace tunefit {

/// {"model", "task", "setting", "gpus", "steps", "memory": {parts, peaks, band, tokens}, "fit": the selected card's
/// fit, advice and step terms, "plan": the `top` cheapest priced offers that fit (with withPlan)}. Numbers in GiB,
/// seconds, hours and US dollars.
QJsonObject diffusionEvaluationJson(const DiffusionEvaluation& evaluation, const Catalog& catalog, bool withPlan,
                                    int top);

} // namespace tunefit
