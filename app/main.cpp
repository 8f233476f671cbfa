// SPDX-License-Identifier: GPL-3.0-or-later
// Tunefit: will this fine-tuning job fit on that GPU, how long will it run, and where is it cheapest?
#include "Language.h"
#include "MainWindow.h"
#include "cli/Commands.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <cstring>
#include <memory>

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Tunefit"));
    QCoreApplication::setApplicationName(QStringLiteral("Tunefit"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TUNEFIT_VERSION));
}

int printTopLevelHelp()
{
    QTextStream out(stdout);
    out << "Usage: tunefit [--lang en|hi|tr] [COMMAND] [OPTIONS]\n\n"
           "Without a command, the desktop app starts; --lang sets its language for this run.\n"
           "(The commands below write English for now.)\n\nCommands:\n";
    for (const auto& command : tunefit::cli::commands())
        out << "  " << command.name << "\n";
    out << "\nRun 'tunefit COMMAND --help' for the options of a command.\n";
    return 0;
}

/// Takes "--lang CODE" or "--lang=CODE" off the front of argv (before a command); returns the code or nullptr.
const char* takeLanguageOption(int& argc, char** argv)
{
    if (argc < 2)
        return nullptr;
    const char* value = nullptr;
    int consumed = 0;
    if (std::strcmp(argv[1], "--lang") == 0 && argc >= 3) {
        value = argv[2];
        consumed = 2;
    } else if (std::strncmp(argv[1], "--lang=", 7) == 0) {
        value = argv[1] + 7;
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

} // namespace

int main(int argc, char* argv[])
{
    const char* language = takeLanguageOption(argc, argv);
    if (argc >= 2) {
        const char* first = argv[1];
        if (std::strcmp(first, "--help") == 0 || std::strcmp(first, "-h") == 0)
            return printTopLevelHelp();
        if (std::strcmp(first, "--version") == 0 || std::strcmp(first, "-v") == 0) {
            QTextStream(stdout) << "tunefit " << TUNEFIT_VERSION << "\n";
            return 0;
        }
        for (const auto& command : tunefit::cli::commands()) {
            if (std::strcmp(first, command.name) != 0)
                continue;
            // Headless: a command that needs fonts gets a QGuiApplication on the offscreen platform (no display).
            if (command.needsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            std::unique_ptr<QCoreApplication> app(command.needsGui ? new QGuiApplication(argc, argv)
                                                                   : new QCoreApplication(argc, argv));
            setApplicationIdentity();
            QStringList arguments = QCoreApplication::arguments();
            arguments.removeAt(1);
            arguments[0] = QStringLiteral("tunefit ") + QString::fromLatin1(command.name);
            return command.run(arguments);
        }
    }
    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("Tunefit"));
    // --lang applies to this run only; otherwise the remembered choice, or the system language on the first run.
    using tunefit::ui::Language;
    if (language && !Language::apply(QString::fromLocal8Bit(language), false)) {
        QTextStream(stderr) << "tunefit: unknown language '" << language << "' (use en, hi or tr)\n";
        return 2;
    }
    if (!language)
        Language::apply(Language::startupCode(), false);
    tunefit::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
