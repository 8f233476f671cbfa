// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalog store's tests run on both engines: SQLite (a file in a temporary folder) and PostgreSQL (a fresh schema
// on the server that scripts/with-postgres.sh starts and names in TUNEFIT_TEST_PG). Without that variable the
// PostgreSQL cases skip with a message, so a plain ctest passes without a server.

#include "core/catalog/CatalogLocation.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QString>
#include <QUrl>

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <unistd.h>

namespace tunefit::test {

enum class Engine
{
    Sqlite,
    Postgres,
};

inline std::string engineName(const ::testing::TestParamInfo<Engine>& info)
{
    return info.param == Engine::Sqlite ? "Sqlite" : "Postgres";
}

/// The server's roles (scripts/with-postgres.sh): the owner creates and migrates, the editor changes rows, the reader
/// only reads.
enum class Role
{
    Owner,
    Editor,
    Reader,
};

inline QString serverUri(Role role)
{
    const char* names[] = {"TUNEFIT_TEST_PG", "TUNEFIT_TEST_PG_EDITOR", "TUNEFIT_TEST_PG_READER"};
    return QProcessEnvironment::systemEnvironment().value(QString::fromLatin1(names[int(role)]));
}

inline constexpr const char* kNoServer =
    "TUNEFIT_TEST_PG is not set: no PostgreSQL server for the team-catalog tests (scripts/with-postgres.sh starts one)";

/// Runs statements through a connection of the test's own, as another program would.
inline bool execOn(const CatalogLocation& location, const QStringList& statements, QString* error = nullptr)
{
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("test-side-%1").arg(++counter);
    bool ok = true;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(location.isTeam() ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), name);
        if (location.isTeam()) {
            db.setHostName(location.host);
            db.setPort(location.port);
            db.setDatabaseName(location.database);
            db.setUserName(location.user);
            db.setConnectOptions(location.options);
        } else {
            db.setDatabaseName(location.path);
        }
        ok = db.open();
        if (!ok && error)
            *error = db.lastError().text();
        for (const QString& sql : statements) {
            if (!ok)
                break;
            QSqlQuery query(db);
            ok = query.exec(sql);
            if (!ok && error)
                *error = query.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

/// One empty catalog location on an engine: an SQLite path in `folder`, or a new schema on the test server (dropped,
/// with the offline snapshots of its locations, when this goes).
class EngineCatalog
{
public:
    EngineCatalog(Engine engine, const QString& folder) : m_engine(engine)
    {
        if (engine == Engine::Sqlite) {
            m_sqlite = CatalogLocation::sqlite(folder + QStringLiteral("/catalog.sqlite"));
            m_available = true;
            return;
        }
        if (serverUri(Role::Owner).isEmpty())
            return;
        // Offline snapshots go to a test folder, not to the user's data.
        QStandardPaths::setTestModeEnabled(true);
        static std::atomic<int> counter{0};
        m_schema = QStringLiteral("t%1_%2").arg(::getpid()).arg(++counter);
        const QStringList setup{
            QStringLiteral("CREATE SCHEMA %1").arg(m_schema),
            QStringLiteral("GRANT USAGE ON SCHEMA %1 TO tunefit_editor, tunefit_reader").arg(m_schema)};
        QString error;
        m_available = execOn(location(Role::Owner), setup, &error);
        EXPECT_TRUE(m_available) << error.toStdString();
    }
    ~EngineCatalog()
    {
        if (m_schema.isEmpty() || !m_available)
            return;
        for (Role role : {Role::Owner, Role::Editor, Role::Reader})
            QFile::remove(location(role).snapshotPath());
        execOn(location(Role::Owner), {QStringLiteral("SET client_min_messages = warning"),
                                       QStringLiteral("DROP SCHEMA %1 CASCADE").arg(m_schema)});
    }
    EngineCatalog(const EngineCatalog&) = delete;
    EngineCatalog& operator=(const EngineCatalog&) = delete;

    bool available() const { return m_available; }
    Engine engine() const { return m_engine; }

    /// Where the catalog is, as `role` reaches it (SQLite: the file, whatever the role).
    CatalogLocation location(Role role = Role::Owner) const
    {
        if (m_engine == Engine::Sqlite)
            return m_sqlite;
        // libpq's "options": every connection of this location works in the test's schema.
        const QString uri = serverUri(role) + QStringLiteral("?options=-csearch_path%3D") + m_schema;
        auto parsed = parseCatalogLocation(uri);
        EXPECT_TRUE(parsed.ok());
        return parsed.ok() ? *parsed : CatalogLocation{};
    }
    /// Runs statements as the owner (PostgreSQL) or on the file (SQLite).
    bool exec(const QStringList& statements) const
    {
        QString error;
        const bool ok = execOn(location(Role::Owner), statements, &error);
        EXPECT_TRUE(ok) << error.toStdString();
        return ok;
    }

private:
    Engine m_engine;
    CatalogLocation m_sqlite;
    QString m_schema;
    bool m_available = false;
};

} // namespace tunefit::test
