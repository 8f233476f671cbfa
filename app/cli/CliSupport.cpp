// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliSupport.h"

#include "present/Format.h"
#include "present/WholeFile.h"

#include "cli/Commands.h"
#include "core/io/Csv.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <iterator>
#include <sstream>

using namespace tunefit::present;

namespace tunefit::cli {

namespace {

/// Translation context of the wording shared by every command.
struct CliSupport
{
    Q_DECLARE_TR_FUNCTIONS(CliSupport)
};

} // namespace

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

std::optional<std::string> readTextFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err() << CliSupport::tr("cannot read %1: %2").arg(path, file.errorString()) << "\n";
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), size_t(bytes.size()));
}

bool writeTextFile(const QString& path, const std::string& contents)
{
    // Whole or not at all (present/WholeFile.h): a full disk or a cut-off write leaves the old file as it was.
    const QString failure = present::writeWhole(path, QByteArray::fromStdString(contents));
    if (failure.isEmpty())
        return true;
    err() << present::errorSentence(Error{ErrorCode::CannotWrite, path.toStdString(), failure.toStdString()}) << "\n";
    return false;
}

std::string formatNumber(double value, int decimals)
{
    std::ostringstream s;
    s.imbue(std::locale::classic());
    s << std::fixed << std::setprecision(decimals) << value;
    return s.str();
}

QString localNumber(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

std::string joinCsvRow(const std::vector<std::string>& fields)
{
    return csv::joinRow(fields);
}

std::optional<int> parseOrStop(QCommandLineParser& parser, const QStringList& arguments)
{
    if (!parser.parse(arguments)) {
        err() << parser.errorText() << "\n";
        return int(kExitBadInput);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText() << "\n" << exitCodeHelp();
        return int(kExitOk);
    }
    return std::nullopt;
}

namespace {
QtMessageHandler previousHandler = nullptr;
} // namespace

bool isSqlDriverLine(const QString& message)
{
    // The prefixes of qWarning() lines in Qt's SQL module and its SQLite and PostgreSQL drivers (qtbase
    // src/sql, src/plugins/sqldrivers).
    static const QLatin1String kPrefixes[] = {
        QLatin1String("Unable to free statement"),
        QLatin1String("QPSQL"),
        QLatin1String("QSQLite"),
        QLatin1String("QSqlQuery::"),
        QLatin1String("QSqlDatabase"),
        QLatin1String("QSqlDriver"),
    };
    return std::any_of(std::begin(kPrefixes), std::end(kPrefixes),
                       [&](const QLatin1String& prefix) { return message.startsWith(prefix); });
}

void keepDriverLinesOffStderr()
{
    previousHandler =
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& text) {
            if (type != QtFatalMsg && (isSqlDriverLine(text) || QByteArray(context.category).startsWith("qt.sql")))
                return;
            if (previousHandler)
                previousHandler(type, context, text);
        });
}

int usageError(const QString& message, const QString& command)
{
    err() << message << "\n" << CliSupport::tr("Run 'tunefit %1 --help' for the usage.").arg(command) << "\n";
    return kExitBadInput;
}

QString exitCodeHelp()
{
    return CliSupport::tr("Exit codes: 0 success (the job fits, an offer fits); 1 a negative answer (does not fit, no "
                          "offer fits, rows of an imported file were rejected); 2 bad input or usage; 3 a file or "
                          "the catalog could not be read or written.\n");
}

void printErrorStatsHeader()
{
    out() << "  "
          << tableRow({{CliSupport::tr("group", "validation table: the rows' group (method, GPU)"), -24},
                       {CliSupport::tr("n", "validation table: number of cases"), 5},
                       {CliSupport::tr("med|%|", "validation table: median absolute error in percent"), 8},
                       {CliSupport::tr("p90|%|", "validation table: 90th percentile absolute error in percent"), 8},
                       {CliSupport::tr("bias%", "validation table: mean signed error in percent"), 8}})
          << "\n";
}

void printErrorStats(const ErrorStats& s)
{
    out() << "  "
          << tableRow({{QString::fromStdString(s.group), -24},
                       {QLocale().toString(s.count), 5},
                       {localNumber(s.medianAbsPct, 1), 8},
                       {localNumber(s.p90AbsPct, 1), 8},
                       {localNumber(s.meanSignedPct, 1), 8}})
          << "\n";
}

QString tableRow(std::initializer_list<TableCell> cells)
{
    QString line;
    for (const TableCell& cell : cells) {
        if (!line.isEmpty())
            line += QLatin1Char(' ');
        const qsizetype width = std::abs(cell.width);
        line += cell.width < 0 ? cell.text.leftJustified(width) : cell.text.rightJustified(width);
    }
    return line;
}

int exitCodeFor(const Error& error)
{
    return error.code == ErrorCode::CannotOpen ? kExitFileError : kExitBadInput;
}

} // namespace tunefit::cli
