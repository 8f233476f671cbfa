// SPDX-License-Identifier: GPL-3.0-or-later
// Tunefit: will this fine-tuning job fit on that GPU, how long will it run, and where is it cheapest?
#include "cli/CliSupport.h"
#include "cli/Commands.h"
#include "core/catalog/CatalogLocation.h"
#include "present/ErrorWording.h"
#include "present/Language.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QTextStream>

#include <cstring>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

using namespace tunefit::present;

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Tunefit"));
    QCoreApplication::setApplicationName(QStringLiteral("Tunefit"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TUNEFIT_VERSION));
}

/// Translation context of main.cpp.
struct Main
{
    Q_DECLARE_TR_FUNCTIONS(Main)
};

int printTopLevelHelp()
{
    QTextStream out(stdout);
    out << Main::tr("Usage: tunefit [--lang en|hi|tr] [COMMAND] [OPTIONS]\n\n"
                    "Without a command, the desktop app starts. --lang sets the language of the app or of the "
                    "command's output for this run (default: the system language when it is Hindi or Turkish, "
                    "else English).\n\nCommands:\n");
    for (const auto& command : tunefit::cli::commands())
        out << "  " << command.name << "\n";
    out << "\n"
        << Main::tr(
               "--catalog FILE or --catalog postgresql://USER@HOST:PORT/DATABASE opens that catalog in the app for "
               "this run (a team catalog's password comes from ~/.pgpass or the libpq service file).\n");
    out << Main::tr("\nRun 'tunefit COMMAND --help' for the options of a command.\n") << "\n"
        << tunefit::cli::exitCodeHelp();
    return 0;
}

/// Takes "NAME VALUE" or "NAME=VALUE" off the front of argv; returns the value or nullptr when argv[1] is not it.
const char* takeLeadingOption(int& argc, char** argv, std::string_view name)
{
    if (argc < 2)
        return nullptr;
    const std::string_view first = argv[1];
    const char* value = nullptr;
    int consumed = 0;
    if (first == name && argc >= 3) {
        value = argv[2];
        consumed = 2;
    } else if (first.size() > name.size() && first.starts_with(name) && first[name.size()] == '=') {
        value = argv[1] + name.size() + 1;
        consumed = 1;
    }
    if (consumed == 0)
        return nullptr;
    for (int i = 1; i + consumed < argc; ++i)
        argv[i] = argv[i + consumed];
    argc -= consumed;
    argv[argc] = nullptr;
    return value;
}

/// "--lang CODE" before a command: the language of this run.
const char* takeLanguageOption(int& argc, char** argv)
{
    return takeLeadingOption(argc, argv, "--lang");
}

/// "--catalog LOCATION" after --lang: before a command it is handed to the command (its own --catalog); otherwise
/// the window opens that catalog.
const char* takeCatalogOption(int& argc, char** argv)
{
    return takeLeadingOption(argc, argv, "--catalog");
}

/// Applies --lang when given, else `fallback`. An unknown code is reported (in the fallback language) and fails.
bool applyLanguage(const char* requested, const QString& fallback)
{
    using tunefit::present::Language;
    if (requested && Language::apply(QString::fromLocal8Bit(requested), false))
        return true;
    Language::apply(fallback, false);
    if (!requested)
        return true;
    QTextStream(stderr)
        << Main::tr("tunefit: unknown language '%1' (use en, hi or tr)").arg(QString::fromLocal8Bit(requested)) << "\n";
    return false;
}

const tunefit::cli::Command* findCommand(const char* name)
{
    for (const auto& command : tunefit::cli::commands()) {
        if (std::strcmp(name, command.name) == 0)
            return &command;
    }
    return nullptr;
}

/// The command line: help, version or a subcommand, in the --lang or system language (never the desktop app's
/// remembered choice: a script's output should not depend on what was last picked in a window).
int runCommandLine(int argc, char** argv, const char* language, const tunefit::cli::Command* command)
{
    // Headless: a command that needs fonts gets a QGuiApplication on the offscreen platform (no display).
    const bool gui = command && command->needsGui;
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app(gui ? new QGuiApplication(argc, argv) : new QCoreApplication(argc, argv));
    setApplicationIdentity();
    tunefit::cli::keepDriverLinesOffStderr();
    if (!applyLanguage(language, tunefit::present::Language::systemCode()))
        return tunefit::cli::kExitBadInput;
    if (!command)
        return printTopLevelHelp();
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeAt(1);
    arguments[0] = QStringLiteral("tunefit ") + QString::fromLatin1(command->name);
    return command->run(arguments);
}

/// What `tunefit WORD` means when WORD is not a command: a file for the window when it exists (or is an option for
/// Qt, such as -platform); otherwise a mistyped command ("tunefit imprt"), which must not start a window that a
/// terminal without a display would wait on. Returns the exit code to stop with, or nullopt to start the window.
std::optional<int> refuseUnknownArgument(int argc, char** argv, const char* language)
{
    const char* first = argv[1];
    if (first[0] == '-' || QFileInfo::exists(QString::fromLocal8Bit(first)))
        return std::nullopt;
    QCoreApplication app(argc, argv);
    setApplicationIdentity();
    applyLanguage(language, tunefit::present::Language::systemCode());
    const QString word = QString::fromLocal8Bit(first);
    QTextStream err(stderr);
    // A word without a folder or an extension was meant as a command; anything else as a file.
    if (!word.contains(QLatin1Char('/')) && !word.contains(QLatin1Char('.'))) {
        err << Main::tr("tunefit: '%1' is not a command. Run 'tunefit --help' for the commands.").arg(word) << "\n";
        return int(tunefit::cli::kExitBadInput);
    }
    err << Main::tr("tunefit: cannot open %1: no such file").arg(word) << "\n";
    return int(tunefit::cli::kExitFileError);
}

/// Qt's X11 and Wayland plugins abort without a display; say so in words instead.
bool hasDisplay()
{
#ifdef Q_OS_LINUX
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
#else
    return true;
#endif
}

/// "tunefit --catalog X plan ..." is "tunefit plan --catalog X ...": the command reads its own option. Rewrites argv
/// into `storage` and clears `catalog` when a command follows.
void moveCatalogIntoCommand(int& argc, char**& argv, const char*& catalog, std::vector<char*>& storage)
{
    static char kCatalogFlag[] = "--catalog";
    if (!catalog || argc < 2 || !findCommand(argv[1]))
        return;
    storage.assign(argv, argv + 2);
    storage.push_back(kCatalogFlag);
    storage.push_back(const_cast<char*>(catalog));
    storage.insert(storage.end(), argv + 2, argv + argc);
    argc = int(storage.size());
    storage.push_back(nullptr);
    argv = storage.data();
    catalog = nullptr;
}

/// --version, --help or a command: its exit code; none when the window is to start.
std::optional<int> runCommandIfNamed(int argc, char* argv[], const char* language)
{
    if (argc < 2)
        return std::nullopt;
    const char* first = argv[1];
    if (std::strcmp(first, "--version") == 0 || std::strcmp(first, "-v") == 0) {
        QTextStream(stdout) << "tunefit " << TUNEFIT_VERSION << "\n";
        return 0;
    }
    if (std::strcmp(first, "--help") == 0 || std::strcmp(first, "-h") == 0)
        return runCommandLine(argc, argv, language, nullptr);
    if (const auto* command = findCommand(first))
        return runCommandLine(argc, argv, language, command);
    return refuseUnknownArgument(argc, argv, language);
}

/// Without a display the window cannot start: said in words in the chosen language, bad input.
int refuseWithoutDisplay(int& argc, char* argv[], const char* language)
{
    QCoreApplication app(argc, argv);
    setApplicationIdentity();
    applyLanguage(language, tunefit::present::Language::systemCode());
    QTextStream(stderr) << Main::tr("tunefit: there is no display for the window (DISPLAY and WAYLAND_DISPLAY are "
                                    "unset). Run 'tunefit --help' for the commands, or start the window under "
                                    "xvfb-run.")
                        << "\n";
    return tunefit::cli::kExitBadInput;
}

/// `tunefit FILE` (and the desktop entry's %f): opened by what it holds, as a drop onto the window.
void openFileArgument(tunefit::ui::MainWindow& window)
{
    const QStringList files = QApplication::arguments().mid(1);
    if (!files.isEmpty())
        window.openFile(files.first());
}

/// The desktop app: identity and icon, the language, the catalog of this run, the window and a file to open.
int runWindow(int& argc, char* argv[], const char* language, const char* catalog)
{
    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("Tunefit"));
    // PNG, not the SVG: Debian's Qt has no SVG image plugin unless qt6-svg is installed.
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tunefit-256.png")));
    // Lets Wayland docks match the window to resources/desktop/io.github.tunefit.Tunefit.desktop.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tunefit.Tunefit"));
    // --lang applies to this run only; otherwise the remembered choice, or the system language on the first run.
    if (!applyLanguage(language, tunefit::present::Language::startupCode()))
        return 2;
    // --catalog applies to this run only: the choice remembered from Catalog > Team catalog… stays as it was.
    QString catalogLocation;
    if (catalog) {
        catalogLocation = QString::fromLocal8Bit(catalog);
        if (const auto parsed = tunefit::parseCatalogLocation(catalogLocation); !parsed) {
            QTextStream(stderr) << Main::tr("tunefit: --catalog %1: %2")
                                       .arg(catalogLocation, tunefit::present::errorSentence(parsed.error()))
                                << "\n";
            return tunefit::cli::kExitBadInput;
        }
    }
    tunefit::ui::MainWindow window(nullptr, catalogLocation);
    window.show();
    openFileArgument(window);
    return QApplication::exec();
}

} // namespace

int main(int argc, char* argv[])
{
    const char* language = takeLanguageOption(argc, argv);
    const char* catalog = takeCatalogOption(argc, argv);
    std::vector<char*> withCatalog;
    moveCatalogIntoCommand(argc, argv, catalog, withCatalog);
    if (const auto exitCode = runCommandIfNamed(argc, argv, language))
        return *exitCode;
    if (!hasDisplay())
        return refuseWithoutDisplay(argc, argv, language);
    return runWindow(argc, argv, language, catalog);
}
