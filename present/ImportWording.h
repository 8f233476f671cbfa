// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ImportedJob.h"

#include <QCoreApplication>
#include <QString>

namespace tunefit::present {

/// Translation context of an import's wording: the window's preview and the command line's `import` table.
struct ImportWording
{
    Q_DECLARE_TR_FUNCTIONS(ImportWording)
};

/// A stack as its project spells it ("LLaMA-Factory", "ms-swift"): a name, never translated.
QString stackTitle(Stack stack);
/// "Micro-batch", "Precision": an imported field in words.
QString importFieldName(JobField field);
/// An imported value in the words of the job panel and the report ("QLoRA (4-bit base)", "Mixed bf16 (fp32 master
/// weights)", "All linear layers", "On"), numbers in the user's locale; never the importer's key.
QString importedValueText(JobField field, const std::string& value);
/// "default of axolotl (rl)", "train.yaml:12, key lora_r": where a value came from (the file's name, not its path).
QString importOriginText(const ImportOrigin& origin);
/// "approximated as Activation checkpointing = Offload to CPU": why a key of the file was not used as written.
QString unusedReasonText(const UnusedKey& key);

} // namespace tunefit::present
