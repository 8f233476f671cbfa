// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one wording of what an image or video config import did (core/import/DiffusionImport.h): the window's import
// preview and `tunefit diffusion --from`. The file's keys and values stay as written; everything around them is
// translated.

#include "core/import/DiffusionImport.h"

#include <QCoreApplication>
#include <QString>

namespace tunefit::present {

/// Translation context of the import wording.
struct DiffusionImportWording
{
    Q_DECLARE_TR_FUNCTIONS(DiffusionImportWording)
};

/// The job setting a line decided: "LoRA rank", "text encoders", "resolution".
QString diffusionImportSettingText(DiffusionImportSetting setting);
/// The value the line gave its setting, in the user's language and locale: "16", "1,024 × 768", "cached before
/// training", "FP8".
QString diffusionImportValueText(const DiffusionImportLine& line);
/// Where the value comes from: "network.linear = 16, line 12", "dataset.toml, line 3: target_frames = [1, 25]",
/// "datasets.0.resolution not set: the ai-toolkit default, 512", "the SimpleTuner default".
QString diffusionImportSourceText(const DiffusionImportLine& line, const QString& stack);
/// What the line adds, or why a key is not modelled; empty where it adds nothing.
QString diffusionImportNoteText(const DiffusionImportLine& line);
/// One line for the command line: "rank 16 ← network.linear = 16, line 12 (the largest bucket)", or, for a key that
/// is not modelled, "model.low_vram = true, line 9: …".
QString diffusionImportLineText(const DiffusionImportLine& line, const QString& stack);
/// "Read, stack default, not modelled": the kind as a column shows it.
QString diffusionImportKindText(DiffusionImportKind kind);

} // namespace tunefit::present
