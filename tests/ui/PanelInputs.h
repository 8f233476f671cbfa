// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/job/JobPanel.h"

namespace tunefit::ui::test {

/// What a fresh job panel describes: the job a new user sees first (Llama-3.1-8B LoRA on an H100).
inline JobInputs defaultInputs()
{
    JobPanel panel;
    return panel.inputs();
}

} // namespace tunefit::ui::test
