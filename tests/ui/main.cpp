// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Each test process gets its own settings and data folders: never the user's, and never shared with the tests
    // CTest runs in parallel (a test that saves and re-reads a setting would race another one writing it).
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("TunefitTests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_ui"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
