// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <span>

namespace tunefit::cli {

/// Exit codes shared by every command: 0 success (or "fits"), 1 a negative answer (does not fit, checks failed),
/// 2 bad input.
enum ExitCode
{
    kExitOk = 0,
    kExitNegative = 1,
    kExitBadInput = 2
};

struct Command
{
    const char* name;
    int (*run)(const QStringList& arguments); ///< arguments[0] is "tunefit <name>"
    bool needsGui = false; ///< runs under a QGuiApplication (fonts, PDF), offscreen unless QT_QPA_PLATFORM says
};

/// The command-line subcommands; the GUI starts when none is named.
std::span<const Command> commands();

int runEstimate(const QStringList& arguments);
int runValidate(const QStringList& arguments);
int runCatalog(const QStringList& arguments);
int runValidateThroughput(const QStringList& arguments);
int runPlan(const QStringList& arguments);
int runReport(const QStringList& arguments);
int runExportResults(const QStringList& arguments);

} // namespace tunefit::cli
