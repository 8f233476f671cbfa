// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <span>

namespace tunefit {
struct PlanResult;
}

namespace tunefit::cli {

/// Exit codes shared by every command (README "Exit codes", and every command's --help):
enum ExitCode
{
    kExitOk = 0,       ///< success; the job fits; some offer fits
    kExitNegative = 1, ///< a negative answer: does not fit, no offer fits, rows of an imported file were rejected
    /// bad input or usage: an option, a field of a file (a value its field does not accept: isBadValue()), a file
    /// that is not what it should be
    kExitBadInput = 2,
    kExitFileError = 3, ///< a file or the catalog could not be read or written (missing, unreadable, busy, full disk)
};

struct Command
{
    const char* name;
    int (*run)(const QStringList& arguments); ///< arguments[0] is "tunefit <name>"
    bool needsGui = false; ///< runs under a QGuiApplication (fonts, PDF), offscreen unless QT_QPA_PLATFORM says
};

/// `plan`'s exit code: 0 when an option fits and meets the job's limits (--budget, --deadline-hours), 1 when none
/// fits or every fitting one misses a limit the job sets (README: a negative answer).
int planExitCode(const PlanResult& result);

/// The command-line subcommands; the GUI starts when none is named.
std::span<const Command> commands();

int runEstimate(const QStringList& arguments);
int runValidate(const QStringList& arguments);
int runCatalog(const QStringList& arguments);
int runValidateThroughput(const QStringList& arguments);
int runPlan(const QStringList& arguments);
int runFit(const QStringList& arguments);
int runReport(const QStringList& arguments);
int runExportResults(const QStringList& arguments);
int runImport(const QStringList& arguments);
int runExportConfig(const QStringList& arguments);
int runDiffusion(const QStringList& arguments);
int runValidateDiffusion(const QStringList& arguments);
int runModels(const QStringList& arguments);
int runRuns(const QStringList& arguments);

} // namespace tunefit::cli
