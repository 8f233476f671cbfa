// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace tunefit::present {

/// Translation context of the error wording.
struct ErrorWording
{
    Q_DECLARE_TR_FUNCTIONS(ErrorWording)
};

/// A field an error names, in words: the job's own fields ("seq_len" -> "Sequence length") and the catalog's columns
/// (present/CatalogWording.h) are translated; a key of the user's own file (a config.json's "hidden_size", a job
/// file's "job.model.layers") or a command-line option ("--tokens") is shown as written, quoted, since that is what
/// the user looks for.
QString fieldName(const std::string& field);
/// One sentence for any error of the core, the command line or the catalog store, in the UI language (no trailing
/// full stop: callers prefix "Cannot estimate: " or a file name). Every ErrorCode has its wording.
QString errorSentence(const Error& error);
/// " (allowed: 1 to 1,000,000)" for an error that carries its range, else empty; numbers in the UI locale.
QString allowedRangeText(const Error& error);

} // namespace tunefit::present
