// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: another program holding a catalog file. Usage: catalog-lock-holder DB write|exclusive READY_FILE
//   write      BEGIN IMMEDIATE and an uncommitted change (a long import in another window; WAL readers go on)
//   exclusive  the rollback journal and BEGIN EXCLUSIVE (a tool that shuts every other connection out)
// Creates READY_FILE once it holds the lock, then holds it until killed (at most 60 s); the change is never committed.
#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <cstdio>

#include <unistd.h>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4 || (args[2] != QLatin1String("write") && args[2] != QLatin1String("exclusive"))) {
        std::fprintf(stderr, "usage: catalog-lock-holder DB write|exclusive READY_FILE\n");
        return 2;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
    db.setDatabaseName(args[1]);
    if (!db.open())
        return 1;
    const QStringList statements =
        args[2] == QLatin1String("write")
            ? QStringList{QStringLiteral("BEGIN IMMEDIATE"),
                          QStringLiteral("UPDATE gpus SET notes = 'uncommitted' WHERE name = 'L4'")}
            : QStringList{QStringLiteral("PRAGMA journal_mode = DELETE"), QStringLiteral("BEGIN EXCLUSIVE"),
                          QStringLiteral("UPDATE gpus SET notes = 'uncommitted' WHERE name = 'L4'")};
    for (const QString& sql : statements) {
        QSqlQuery query(db);
        if (!query.exec(sql)) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(sql), qPrintable(query.lastError().text()));
            return 1;
        }
    }
    QFile ready(args[3]);
    if (!ready.open(QIODevice::WriteOnly))
        return 1;
    ready.close();
    sleep(60);
    return 0;
}
