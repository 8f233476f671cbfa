// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/validation/ErrorStats.h"
#include "present/ErrorWording.h"

#include <QCommandLineParser>

#include <QString>
#include <QTextStream>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace tunefit::cli {

QTextStream& out();
QTextStream& err();

/// Reads a whole UTF-8 file; prints the reason to stderr and returns nullopt when it cannot.
std::optional<std::string> readTextFile(const QString& path);
/// Writes a whole file; prints the reason to stderr and returns false when it cannot.
bool writeTextFile(const QString& path, const std::string& contents);

/// C-locale number with a fixed number of decimals, for files.
std::string formatNumber(double value, int decimals);
/// A number for a human-readable table in the language's locale (set by present::Language): "1,234.5", "1.234,5".
QString localNumber(double value, int decimals);
std::string joinCsvRow(const std::vector<std::string>& fields);

/// One cell of a text table: the text and its width (negative: left-aligned, as in QString::arg).
struct TableCell
{
    QString text;
    int width = 0;
};
/// One line of a text table, cells joined by one space. Cells are placed, never substituted: a chained arg() would
/// substitute into a name that contains "%1", and a name made of many "%1" would grow the line exponentially.
QString tableRow(std::initializer_list<TableCell> cells);

/// Parses the command line; prints the help or the parse error. Returns the exit code when the command should stop
/// here (help shown: 0, bad options: 2), nullopt when it should go on.
std::optional<int> parseOrStop(QCommandLineParser& parser, const QStringList& arguments);

/// Keeps the SQL drivers' own warnings ("Unable to free statement: …", "QSqlDatabasePrivate::removeDatabase: …")
/// off a command's stderr: they are Qt's and libpq's lines, not sentences of the command; what went wrong reaches the
/// user as the command's one sentence (ErrorWording). Every other Qt message passes on unchanged.
void keepDriverLinesOffStderr();
/// Whether `message` is one of the SQL drivers' lines keepDriverLinesOffStderr() keeps back.
bool isSqlDriverLine(const QString& message);

/// The exit-code policy in words, for every --help.
QString exitCodeHelp();

/// A command's usage mistake: the message, then where the usage is ("Run 'tunefit COMMAND --help' for the usage.").
/// Returns the bad-input exit code.
int usageError(const QString& message, const QString& command);

/// Prints one row of a validation error table (group, n, median and p90 absolute %, mean signed %).
void printErrorStats(const ErrorStats& stats);
/// Prints the header of that table.
void printErrorStatsHeader();

/// The exit code of a core Error met while reading the command's input: 3 when a named file could not be opened,
/// else 2 (the input is bad).
int exitCodeFor(const Error& error);

} // namespace tunefit::cli
