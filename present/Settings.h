// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace tunefit::present {

/// The saved window layouts (QWidget::saveGeometry / QSplitter::saveState blobs).
enum class SavedLayout
{
    MainWindow,
    MainSplitter,
    BreakdownSplitter,
    CatalogEditor,
};

/// What the app remembers between runs, typed: the one place that knows the QSettings keys and their types.
class Settings final
{
public:
    /// The UI language chosen in the menu ("en", "hi", "tr"); empty before the first choice.
    static QString language();
    static void setLanguage(const QString& code);

    /// Job files opened or saved, newest first.
    static QStringList recentFiles();
    static void setRecentFiles(const QStringList& paths);

    /// The GPUs the what-if chart compares with the job's own; empty optional before the user chose any.
    static std::optional<QStringList> comparedGpus();
    static void setComparedGpus(const QStringList& names);

    static QByteArray layout(SavedLayout which);
    static void setLayout(SavedLayout which, const QByteArray& state);

    /// The job shown when the window closed (a job file's JSON), its file and its selected GPU.
    static QByteArray lastJob();
    static QString lastJobFile();
    static QString lastGpu();
    static void setLastJob(const QByteArray& json, const QString& file, const QString& gpu);

    /// Offer a price update when the newest price is older than this many days; 0 = never (the default: the app
    /// never goes online on its own, and does not nag either unless asked to).
    static int priceReminderDays();
    static void setPriceReminderDays(int days);

    /// The catalog the app opens at start: empty = the local SQLite catalog (the default); else a team catalog's
    /// location ("postgresql://user@host:port/database"). Never holds a password: setCatalogLocation() drops one.
    static QString catalogLocation();
    static void setCatalogLocation(const QString& location);
    /// The last team catalog connected to (without password), to fill in Catalog > Team catalog… after the user went
    /// back to the local catalog.
    static QString lastTeamCatalog();
    static void setLastTeamCatalog(const QString& location);
    /// `location` with any password taken out: the user info of a postgresql:// URL, its `password` parameter, a
    /// `password=` of a libpq key/value string. Passwords come from ~/.pgpass, a service file or this session only.
    static QString withoutPassword(const QString& location);

    /// Forgets everything above (tests, a fresh start).
    static void clear();
};

} // namespace tunefit::present
