// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/Commands.h"

namespace tunefit::cli {

int runValidate(const QStringList&) { return kExitBadInput; }

} // namespace tunefit::cli
