// SPDX-License-Identifier: GPL-3.0-or-later
// Tunefit: will this fine-tuning job fit on that GPU, how long will it run, and where is it cheapest?
#include "MainWindow.h"
#include "cli/Commands.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstring>

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
    out << "Usage: tunefit [COMMAND] [OPTIONS]\n\n"
           "Without a command, the desktop app starts.\n\nCommands:\n";
    for (const auto& command : tunefit::cli::commands())
        out << "  " << command.name << "\n";
    out << "\nRun 'tunefit COMMAND --help' for the options of a command.\n";
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
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
            QCoreApplication app(argc, argv);
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
    tunefit::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
