// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliSupport.h"

#include <cstdio>

namespace tunefit::cli {

QTextStream& out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream& err()
{
    static QTextStream stream(stderr);
    return stream;
}

} // namespace tunefit::cli
