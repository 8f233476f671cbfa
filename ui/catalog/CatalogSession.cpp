// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/CatalogSession.h"

#include "core/catalog/BundledCatalog.h"
#include "core/catalog/RowFields.h"
#include "present/CatalogWording.h"
#include "present/ErrorWording.h"
#include "ui/catalog/CatalogFieldText.h"
#include "ui/catalog/CatalogRowOps.h"

#include <QSqlDriver>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <QLocale>

#include <algorithm>
#include <atomic>
#include <functional>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

template <class T> QString commandText(const std::optional<T>& before, const std::optional<T>& after)
{
    const QString name = RowOps<T>::name(after ? *after : *before);
    if (!before)
        return CatalogSession::tr("Add %1").arg(name);
    if (!after)
        return CatalogSession::tr("Delete %1").arg(name);
    return CatalogSession::tr("Edit %1").arg(name);
}

/// A change refused because of someone else's, and left for the user to decide.
QString notSavedText(const QString& name, bool deleting)
{
    if (deleting)
        return CatalogSession::tr("Not deleted: someone else changed %1 since you read it.").arg(name);
    return CatalogSession::tr("Not saved: someone else changed %1 since you opened it. Your values are still here; "
                              "save again to compare them with theirs.")
        .arg(name);
}

/// Both versions of a row field by field, in the words and number format of the form (displayText).
template <class T>
RowConflict makeConflict(RowConflict::Kind kind, const QString& name, const T& mine, const std::optional<T>& theirs)
{
    RowConflict conflict;
    conflict.kind = kind;
    conflict.rowName = name;
    for (const FieldSpec& spec : rowFields<T>()) {
        if (spec.kind == FieldKind::Identifier)
            continue; // database bookkeeping, the same row on both sides
        RowConflict::Field field;
        field.label = fieldLabel(std::string(spec.name));
        const std::string mineText = fieldText(mine, spec.name);
        field.mine = displayText(spec, mineText);
        if (theirs) {
            const std::string theirText = fieldText(*theirs, spec.name);
            field.theirs = displayText(spec, theirText);
            field.differs = mineText != theirText;
        } else {
            field.differs = true; // the whole row is gone on their side
        }
        conflict.fields.push_back(std::move(field));
    }
    return conflict;
}

/// Both versions of a row by the fields listed, each as its text.
template <class T>
RowConflict listedConflict(RowConflict::Kind kind, const QString& name, const T& mine, const std::optional<T>& theirs,
                           std::initializer_list<std::pair<QString, std::function<QString(const T&)>>> fields)
{
    RowConflict conflict;
    conflict.kind = kind;
    conflict.rowName = name;
    for (const auto& [label, text] : fields) {
        RowConflict::Field field;
        field.label = label;
        field.mine = text(mine);
        field.theirs = theirs ? text(*theirs) : QString();
        field.differs = !theirs || field.mine != field.theirs;
        conflict.fields.push_back(std::move(field));
    }
    return conflict;
}

/// Both versions of a model library entry, for the conflict dialog (the config.json is compared whole: its size is
/// shown, the text would not fit a cell, and a same-sized other text still differs).
RowConflict makeConflict(RowConflict::Kind kind, const QString& name, const ModelEntry& mine,
                         const std::optional<ModelEntry>& theirs)
{
    const auto count = [](const ModelEntry& e) {
        return e.publishedParamsB ? QLocale().toString(*e.publishedParamsB, 'g', 6) : QString();
    };
    const auto size = [](const ModelEntry& e) {
        return CatalogSession::tr("%1 bytes").arg(QLocale().toString(qlonglong(e.configJson.size())));
    };
    RowConflict conflict = listedConflict<ModelEntry>(
        kind, name, mine, theirs,
        {{CatalogSession::tr("Hub id"), [](const ModelEntry& e) { return QString::fromStdString(e.hubId); }},
         {CatalogSession::tr("Family"), [](const ModelEntry& e) { return QString::fromStdString(e.family); }},
         {CatalogSession::tr("Parameters (billions)"), count},
         {CatalogSession::tr("config.json"), size},
         {CatalogSession::tr("Source"), [](const ModelEntry& e) { return QString::fromStdString(e.source); }}});
    if (theirs && mine.configJson != theirs->configJson)
        conflict.fields[3].differs = true;
    return conflict;
}

RowConflict makeConflict(RowConflict::Kind kind, const QString& name, const RunEntry& mine,
                         const std::optional<RunEntry>& theirs)
{
    return listedConflict<RunEntry>(
        kind, name, mine, theirs,
        {{CatalogSession::tr("GPU"), [](const RunEntry& r) { return QString::fromStdString(r.gpu); }},
         {CatalogSession::tr("GPUs"), [](const RunEntry& r) { return QLocale().toString(r.gpuCount); }},
         {CatalogSession::tr("Log"), [](const RunEntry& r) { return measuredRunText(r.measured); }},
         {CatalogSession::tr("Added"), [](const RunEntry& r) { return QString::fromStdString(r.addedAt); }}});
}

RowConflict makeConflict(RowConflict::Kind kind, const QString& name, const CalibrationEntry& mine,
                         const std::optional<CalibrationEntry>& theirs)
{
    return listedConflict<CalibrationEntry>(
        kind, name, mine, theirs,
        {{CatalogSession::tr("Calibration"), [](const CalibrationEntry& c) { return calibrationText(c); }},
         {CatalogSession::tr("Kept"), [](const CalibrationEntry& c) { return QString::fromStdString(c.createdAt); }}});
}

} // namespace

/// One row added, edited or deleted. Both sides are kept as the store holds them (origin and offer id included), so
/// undo puts back exactly what was there: an edited built-in row becomes built-in again.
template <class T> class RowCommand final : public QUndoCommand
{
public:
    RowCommand(CatalogSession* session, std::optional<T> before, std::optional<T> after)
        : QUndoCommand(commandText(before, after)), m_session(session), m_before(std::move(before)),
          m_after(std::move(after))
    {
    }

    // The first redo happened before the push (so that a refusal never enters the history).
    void redo() override
    {
        if (m_pushed)
            step(m_after, m_before);
        m_pushed = true;
    }
    void undo() override { step(m_before, m_after); }

private:
    /// Writes `to` back, or removes `from` when `to` is empty (undo of an add, redo of a delete). The row-version
    /// check of an edit applies (issue 35): the row must still be as this user's step left it (`from`, with the
    /// version it was stored with), else a colleague's later edit would be overwritten; then nothing is written and
    /// the conflict is said.
    void step(std::optional<T>& to, std::optional<T>& from)
    {
        if (const QString refused = m_session->refusal(); !refused.isEmpty()) {
            emit m_session->failed(refused);
            return;
        }
        CatalogStore& store = *m_session->m_store;
        QString failure = from ? movedSince(store, *from) : QString();
        int64_t id = 0;
        if (!failure.isEmpty()) {
            // Someone changed the row since: left as they made it.
        } else if (to) {
            const auto restored = RowOps<T>::restore(store, *to);
            if (restored) {
                id = *restored;
                RowOps<T>::setId(*to, id);
            } else {
                failure = m_session->refusedBecause(restored.error());
            }
        } else if (from) {
            const auto removed = RowOps<T>::remove(store, *from);
            if (!removed && removed.error().code != ErrorCode::NotFound)
                failure = m_session->refusedBecause(removed.error());
        }
        m_session->reload();
        // The version the step left, for the check of the next undo or redo.
        if (to && failure.isEmpty() && m_session->m_catalog) {
            if (const T* stored = RowOps<T>::stored(*m_session->m_catalog, *to, id))
                to->rowVersion = stored->rowVersion;
        }
        if (!failure.isEmpty())
            emit m_session->failed(failure);
    }

    /// The refusal when the stored row is no longer `left` (what this user's step stored): another version with
    /// other data. Empty when it is unchanged or gone.
    QString movedSince(const CatalogStore& store, const T& left) const
    {
        const auto current = RowOps<T>::current(store, left);
        if (!current || left.rowVersion <= 0 || current->rowVersion == left.rowVersion || sameData(*current, left))
            return {};
        return m_session->refusedBecause(Error{ErrorCode::EditConflict, {}, RowOps<T>::name(left).toStdString()});
    }

    CatalogSession* m_session;
    std::optional<T> m_before;
    std::optional<T> m_after;
    bool m_pushed = false;
};

template <class T>
QString CatalogSession::resolve(const std::optional<T>& before, const std::optional<T>& mine, bool* written,
                                int64_t* id)
{
    const T& key = mine ? *mine : *before;
    const QString name = RowOps<T>::name(key);
    std::optional<T> theirs;
    if (auto current = RowOps<T>::current(*m_store, key))
        theirs = std::move(*current);
    else if (current.error().code != ErrorCode::NotFound)
        return refusedBecause(current.error());
    if (!mine && !theirs)
        return {}; // deleted on both sides: nothing to decide
    const RowConflict::Kind kind = !mine    ? RowConflict::Kind::MineDeleted
                                   : theirs ? RowConflict::Kind::BothEdited
                                            : RowConflict::Kind::TheyDeleted;
    const QString notSaved = notSavedText(name, !mine);
    if (!m_resolver)
        return notSaved;
    switch (m_resolver(makeConflict(kind, name, mine ? *mine : *before, theirs))) {
    case ConflictChoice::BackToEdit:
        return notSaved;
    case ConflictChoice::TakeTheirs:
        return {};
    case ConflictChoice::KeepMine:
        break;
    }
    if (mine) {
        // Over their version (a deleted row comes back as a new one).
        T again = *mine;
        again.rowVersion = theirs ? theirs->rowVersion : 0;
        if (!theirs)
            RowOps<T>::setId(again, 0);
        const auto saved = RowOps<T>::save(*m_store, again);
        if (!saved) {
            if (saved.error().code == ErrorCode::EditConflict) // changed yet again meanwhile: ask again
                return resolve<T>(before, again, written, id);
            return refusedBecause(saved.error());
        }
        *id = *saved;
        *written = true;
        return {};
    }
    const auto removed = RowOps<T>::remove(*m_store, *theirs);
    if (!removed) {
        if (removed.error().code == ErrorCode::EditConflict)
            return resolve<T>(theirs, std::nullopt, written, id);
        return refusedBecause(removed.error());
    }
    *written = true;
    return {};
}

template <class T> QString CatalogSession::edit(const std::optional<T>& before, const std::optional<T>& after)
{
    if (const QString refused = refusal(); !refused.isEmpty())
        return refused;
    int64_t id = 0;
    bool written = false;
    if (after) {
        const auto saved = RowOps<T>::save(*m_store, *after);
        if (saved) {
            id = *saved;
            written = true;
        } else if (saved.error().code == ErrorCode::EditConflict) {
            if (const QString reason = resolve<T>(before, after, &written, &id); !reason.isEmpty())
                return reason;
        } else {
            return refusedBecause(saved.error());
        }
    } else {
        const auto removed = RowOps<T>::remove(*m_store, *before);
        if (removed) {
            written = true;
        } else if (removed.error().code == ErrorCode::EditConflict) {
            if (const QString reason = resolve<T>(before, std::nullopt, &written, &id); !reason.isEmpty())
                return reason;
        } else if (removed.error().code != ErrorCode::NotFound) { // already deleted by someone else: done
            return refusedBecause(removed.error());
        }
    }
    if (const QString failure = reload(); !failure.isEmpty())
        return failure;
    if (!written)
        return {}; // the other version was kept: nothing of this user's to undo
    std::optional<T> stored;
    if (after) {
        const T* row = RowOps<T>::stored(*m_catalog, *after, id);
        stored = row ? *row : *after;
    }
    m_undo->push(new RowCommand<T>(this, before, stored));
    return {};
}

namespace {

/// "%n offers use ..." when any offer names the row; empty when it can go.
QString stillUsed(const Catalog& catalog, bool (*uses)(const Offer&, const std::string&), const std::string& key,
                  const QString& name, bool gpu)
{
    const auto count = std::count_if(catalog.offers.begin(), catalog.offers.end(),
                                     [&](const Offer& offer) { return uses(offer, key); });
    if (count == 0)
        return {};
    // The count comes last so that English needs no plural forms of its own.
    return gpu ? CatalogSession::tr("Offers that use the GPU %1: %n. Delete them or move them to another GPU first.",
                                    nullptr, int(count))
                     .arg(name)
               : CatalogSession::tr("Offers of the provider %1: %n. Delete them first.", nullptr, int(count)).arg(name);
}

} // namespace

QString CatalogSession::saveModel(const std::optional<ModelEntry>& before, const ModelEntry& after)
{
    if (before && before->id != after.id) {
        // The id is the row's key: a rename is the new entry in, the old one out, as one undo step.
        m_undo->beginMacro(tr("Rename %1").arg(QString::fromStdString(before->id)));
        ModelEntry renamed = after;
        renamed.rowVersion = 0;
        QString failure = edit<ModelEntry>(std::nullopt, renamed);
        if (failure.isEmpty())
            failure = edit<ModelEntry>(before, std::nullopt);
        m_undo->endMacro();
        return failure;
    }
    return edit<ModelEntry>(before, after);
}

QString CatalogSession::removeModel(const ModelEntry& row)
{
    return edit<ModelEntry>(row, std::nullopt);
}

QString CatalogSession::addModels(const std::vector<ModelEntry>& entries)
{
    if (entries.size() == 1) {
        const ModelEntry* stored = RowOps<ModelEntry>::stored(*m_catalog, entries.front(), 0);
        return edit<ModelEntry>(stored ? std::optional(*stored) : std::nullopt, entries.front());
    }
    m_undo->beginMacro(tr("Add %n models", nullptr, int(entries.size())));
    QString failure;
    for (const ModelEntry& entry : entries) {
        const ModelEntry* stored = RowOps<ModelEntry>::stored(*m_catalog, entry, 0);
        failure = edit<ModelEntry>(stored ? std::optional(*stored) : std::nullopt, entry);
        if (!failure.isEmpty())
            break;
    }
    m_undo->endMacro();
    return failure;
}

QString CatalogSession::addRun(const RunEntry& run)
{
    return edit<RunEntry>(std::nullopt, run);
}

QString CatalogSession::removeRun(const RunEntry& run)
{
    return edit<RunEntry>(run, std::nullopt);
}

QString CatalogSession::keepCalibration(const CalibrationEntry& calibration)
{
    const CalibrationEntry* stored = RowOps<CalibrationEntry>::stored(*m_catalog, calibration, 0);
    return edit<CalibrationEntry>(stored ? std::optional(*stored) : std::nullopt, calibration);
}

QString CatalogSession::removeCalibration(const CalibrationEntry& calibration)
{
    return edit<CalibrationEntry>(calibration, std::nullopt);
}

std::shared_ptr<const Catalog> builtInCatalog()
{
    return {&bundledCatalog(), [](const Catalog*) {}};
}

CatalogSession::CatalogSession(QObject* parent)
    : QObject(parent), m_catalog(builtInCatalog()), m_undo(new QUndoStack(this)), m_poll(new QTimer(this))
{
    connect(m_poll, &QTimer::timeout, this, [this] { checkForChanges(); });
}

CatalogSession::~CatalogSession()
{
    // A probe still waiting for the server is waited for: a running QThread must not be destroyed.
    if (m_probe) {
        m_probe->disconnect(this);
        m_probe->wait();
        delete m_probe;
    }
}

QString CatalogSession::open(const QString& location, const QString& password)
{
    m_undo->clear();
    m_openNotice.clear();
    m_snapshotDate.clear();
    m_poll->stop();
    m_listening = false;
    m_store.reset();
    const auto parsed = parseCatalogLocation(location);
    if (parsed) {
        CatalogLocation where = *parsed;
        if (!password.isEmpty())
            where.password = password;
        m_password = where.isTeam() ? where.password : QString();
        m_store = std::make_unique<CatalogStore>(where);
    }
    const auto report = parsed ? m_store->open() : Result<CatalogStore::OpenReport>(parsed.error());
    if (!report) {
        const QString reason = errorSentence(report.error());
        const QString shown = parsed ? parsed->displayName() : location;
        m_store.reset();
        m_catalog = builtInCatalog();
        emit changed();
        emit originChanged();
        return tr("The catalog %1 cannot be opened: %2. The built-in catalog is shown and cannot be edited.")
            .arg(shown, reason);
    }
    const QString name = m_store->location().displayName();
    if (report->offline) {
        m_snapshotDate = report->snapshotDate.toUTC().toString(Qt::ISODate);
        m_openNotice = tr("The team catalog %1 cannot be reached: plans use its snapshot of %2, and changes wait "
                          "until the server is back.")
                           .arg(name, snapshotDateText(m_snapshotDate.toStdString()));
    } else if (report->readOnly) {
        m_openNotice = m_store->isTeam() ? tr("Your database role may read the team catalog %1 but not change it: "
                                              "plans use it, and edits are refused.")
                                               .arg(name)
                                         : tr("The catalog %1 is read-only (its file or folder cannot be written): it "
                                              "is shown as it is, and changes cannot be saved.")
                                               .arg(name);
    }
    if (!report->movedAsidePath.isEmpty()) {
        m_openNotice = tr("The catalog file was damaged. It was kept as %1 and a new catalog was started from the "
                          "built-in one.")
                           .arg(report->movedAsidePath);
    }
    const QString problem = reload();
    startWatching();
    emit originChanged();
    return problem;
}

QString CatalogSession::path() const
{
    return m_store ? m_store->path() : QString();
}

QString CatalogSession::location() const
{
    return m_store ? m_store->location().toString() : QString();
}

CatalogOrigin CatalogSession::origin() const
{
    if (!m_store) {
        CatalogOrigin origin;
        origin.kind = CatalogOrigin::Kind::BuiltIn;
        return origin;
    }
    return catalogOrigin(*m_store, QDateTime::fromString(m_snapshotDate, Qt::ISODate));
}

QString CatalogSession::readOnlyReason() const
{
    if (!m_store)
        return tr("The catalog could not be opened: the built-in catalog is shown read-only.");
    if (m_store->isOffline())
        return teamOfflineRefusal();
    if (!m_store->isReadOnly())
        return {};
    if (m_store->isTeam())
        return tr("Your database role may read this team catalog but not change it. Ask the catalog's owner for "
                  "write access.");
    return tr("The catalog file or its folder cannot be written: changes cannot be saved.");
}

QString CatalogSession::refusedBecause(const Error& error) const
{
    switch (error.code) {
    case ErrorCode::TeamOffline:
        return teamOfflineRefusal();
    case ErrorCode::PermissionDenied:
        return tr("Not saved: your database role may read this team catalog but not change it. Ask the catalog's "
                  "owner for write access.");
    case ErrorCode::ReadOnly:
        if (isTeam())
            return tr("Not saved: your database role may read this team catalog but not change it. Ask the "
                      "catalog's owner for write access.");
        break;
    default:
        break;
    }
    return errorSentence(error);
}

QString CatalogSession::refusal() const
{
    if (!m_store)
        return tr("The catalog cannot be edited: it could not be opened.");
    if (m_store->isOffline())
        return teamOfflineRefusal();
    return {};
}

void CatalogSession::startWatching()
{
    if (!m_store)
        return;
    if (QSqlDriver* driver = m_store->notificationDriver();
        driver && driver->hasFeature(QSqlDriver::EventNotifications) &&
        driver->subscribeToNotification(CatalogStore::changeChannel())) {
        // One driver per opened store, connected once (a unique connection would refuse a lambda).
        connect(driver, &QSqlDriver::notification, this, [this] { checkForChanges(); });
        m_listening = true;
    }
    m_poll->start(pollIntervalMs());
}

int CatalogSession::pollIntervalMs() const
{
    if (m_store && m_store->isOffline())
        return kReconnectMs;
    return m_listening ? kNotifiedPollMs : kPollMs;
}

bool CatalogSession::checkForChanges()
{
    if (!m_store)
        return false;
    if (m_store->isOffline()) {
        reconnect();
        return false;
    }
    const auto stamp = m_store->changeStamp();
    if (!stamp) {
        // The team server went away: the store's own open() falls back on the snapshot, and says so.
        const ErrorCode code = stamp.error().code;
        if (m_store->isTeam() && (code == ErrorCode::ServerUnavailable || code == ErrorCode::SqlFailed)) {
            CatalogLocation where = m_store->location();
            if (!m_password.isEmpty())
                where.password = m_password;
            open(where.toString(), m_password);
            return true;
        }
        return false;
    }
    if (*stamp == m_stamp)
        return false;
    reload();
    emit refreshed();
    return true;
}

void CatalogSession::reconnect()
{
    if (m_probe)
        return; // one attempt at a time
    const CatalogLocation location = m_store->location();
    // A socket path (host=/run/postgresql) has no port to probe: a local server answers or fails at once.
    if (location.host.isEmpty() || location.host.startsWith(QLatin1Char('/'))) {
        reconnectNow();
        return;
    }
    // An unreachable server makes libpq wait out the system's connect timeout (minutes): that wait runs off the UI
    // thread, so the window stays usable on the snapshot (issue 35). Only a server whose port answers is opened
    // here, which is quick. The database connection itself stays on this thread (Qt SQL connections are per
    // thread).
    auto reachable = std::make_shared<std::atomic<bool>>(false);
    const QString host = location.host;
    const quint16 port = quint16(location.port > 0 ? location.port : 5432);
    m_probe = QThread::create([reachable, host, port] {
        QTcpSocket socket;
        socket.connectToHost(host, port);
        reachable->store(socket.waitForConnected(kProbeTimeoutMs));
    });
    connect(m_probe, &QThread::finished, this, [this, reachable] {
        m_probe->deleteLater();
        m_probe = nullptr;
        if (reachable->load() && m_store && m_store->isOffline())
            reconnectNow();
    });
    m_probe->start();
}

void CatalogSession::reconnectNow()
{
    CatalogLocation where = m_store->location();
    if (!m_password.isEmpty())
        where.password = m_password;
    auto fresh = std::make_unique<CatalogStore>(where);
    const auto report = fresh->open();
    if (!report || report->offline)
        return; // still offline: the snapshot in use stays
    m_store = std::move(fresh);
    m_snapshotDate.clear();
    m_openNotice.clear();
    m_undo->clear();
    m_poll->stop();
    m_listening = false;
    reload();
    startWatching();
    emit originChanged();
    emit refreshed();
}

QString CatalogSession::reload()
{
    if (!m_store)
        return tr("The catalog cannot be edited: it could not be opened.");
    // The stamp first: a change landing between the two reads is loaded again on the next check, never missed.
    if (const auto stamp = m_store->changeStamp())
        m_stamp = *stamp;
    auto loaded = m_store->load();
    if (!loaded)
        return errorSentence(loaded.error());
    m_catalog = std::make_shared<const Catalog>(std::move(*loaded));
    emit changed();
    return {};
}

QString CatalogSession::saveGpu(const std::optional<Gpu>& before, const Gpu& after)
{
    return edit<Gpu>(before, after);
}

QString CatalogSession::saveProvider(const std::optional<Provider>& before, const Provider& after)
{
    return edit<Provider>(before, after);
}

QString CatalogSession::saveOffer(const std::optional<Offer>& before, const Offer& after)
{
    return edit<Offer>(before, after);
}

QString CatalogSession::removeGpu(const Gpu& row)
{
    const QString used = stillUsed(
        *m_catalog, [](const Offer& offer, const std::string& key) { return offer.gpuName == key; }, row.name,
        QString::fromStdString(row.name), true);
    return used.isEmpty() ? edit<Gpu>(row, std::nullopt) : used;
}

QString CatalogSession::removeProvider(const Provider& row)
{
    const QString used = stillUsed(
        *m_catalog, [](const Offer& offer, const std::string& key) { return offer.provider == key; }, row.name,
        QString::fromStdString(row.name), false);
    return used.isEmpty() ? edit<Provider>(row, std::nullopt) : used;
}

QString CatalogSession::removeOffer(const Offer& row)
{
    return edit<Offer>(row, std::nullopt);
}

QString CatalogSession::applyImport(const ImportPlan& plan, int* rowsWritten)
{
    if (const QString refused = refusal(); !refused.isEmpty())
        return refused;
    const auto written = m_store->apply(plan);
    if (!written)
        return refusedBecause(written.error());
    if (rowsWritten)
        *rowsWritten = *written;
    m_undo->clear();
    return reload();
}

Result<std::vector<PriceSource>> CatalogSession::priceSources() const
{
    if (!m_store || !m_store->isOpen())
        return Error{ErrorCode::NotOpen, {}, {}};
    return m_store->priceSources();
}

QString CatalogSession::applyPriceUpdate(const PriceUpdatePlan& plan, int* rowsWritten)
{
    if (const QString refused = refusal(); !refused.isEmpty())
        return refused;
    const auto written = m_store->applyPriceUpdate(plan);
    if (!written)
        return refusedBecause(written.error());
    if (rowsWritten)
        *rowsWritten = *written;
    m_undo->clear();
    return reload();
}

QString CatalogSession::resetToDefaults(bool keepUserRows)
{
    if (const QString refused = refusal(); !refused.isEmpty())
        return refused;
    const auto written = m_store->resetToDefaults(bundledCatalog(), keepUserRows);
    if (!written)
        return refusedBecause(written.error());
    m_undo->clear();
    return reload();
}

} // namespace tunefit::ui
