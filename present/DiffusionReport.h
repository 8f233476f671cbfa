// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/diffusion/DiffusionPlan.h"

#include <QCoreApplication>
#include <QString>

namespace tunefit::present {

/// The PDF report of an image or video fine-tuning job (issue 34): the job, its memory per GPU, the fit and advice on
/// the chosen card, every card's fit, the cheapest offers and the sources, in the one wording (DiffusionWording.h).
/// Every word goes through tr() and every number through the default QLocale: switch the language first.
class DiffusionReport final
{
    Q_DECLARE_TR_FUNCTIONS(DiffusionReport)

public:
    /// The report body as HTML (what the PDF shows; for tests).
    static QString html(const DiffusionEvaluation& evaluation, const Catalog& catalog, const QString& today);
    /// Writes the PDF beside `path` and renames it over when complete; false with a reason in `error`.
    static bool writePdf(const DiffusionEvaluation& evaluation, const Catalog& catalog, const QString& today,
                         const QString& path, QString* error = nullptr);
};

} // namespace tunefit::present
