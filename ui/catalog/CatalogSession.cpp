// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/CatalogSession.h"

#include "core/catalog/BundledCatalog.h"
#include "present/CatalogWording.h"
#include "present/ErrorWording.h"
#include "ui/catalog/CatalogFieldText.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace tunefit::ui {

namespace {

template <class V> Result<int64_t> widen(const Result<V>& result)
{
    if (!result)
        return result.error();
    return int64_t(*result);
}

/// The store calls for one kind of row, so that one undo command serves GPUs, providers and offers.
template <class T> struct RowOps;

template <> struct RowOps<Gpu>
{
    static Result<int64_t> save(CatalogStore& store, const Gpu& row) { return widen(store.saveGpu(row)); }
    static Result<int64_t> restore(CatalogStore& store, const Gpu& row) { return widen(store.restoreGpu(row)); }
    static Result<int> remove(CatalogStore& store, const Gpu& row) { return store.removeGpu(row.name); }
    static const Gpu* stored(const Catalog& catalog, const Gpu& row, int64_t) { return findGpu(catalog, row.name); }
    static void setId(Gpu&, int64_t) {}
    static QString name(const Gpu& row) { return QString::fromStdString(row.name); }
};

template <> struct RowOps<Provider>
{
    static Result<int64_t> save(CatalogStore& store, const Provider& row) { return widen(store.saveProvider(row)); }
    static Result<int64_t> restore(CatalogStore& store, const Provider& row)
    {
        return widen(store.restoreProvider(row));
    }
    static Result<int> remove(CatalogStore& store, const Provider& row) { return store.removeProvider(row.name); }
    static const Provider* stored(const Catalog& catalog, const Provider& row, int64_t)
    {
        return findProvider(catalog, row.name);
    }
    static void setId(Provider&, int64_t) {}
    static QString name(const Provider& row) { return QString::fromStdString(row.name); }
};

template <> struct RowOps<Offer>
{
    static Result<int64_t> save(CatalogStore& store, const Offer& row) { return store.saveOffer(row); }
    static Result<int64_t> restore(CatalogStore& store, const Offer& row) { return store.restoreOffer(row); }
    static Result<int> remove(CatalogStore& store, const Offer& row) { return store.removeOffer(row.id); }
    static const Offer* stored(const Catalog& catalog, const Offer&, int64_t id)
    {
        const auto it = std::find_if(catalog.offers.begin(), catalog.offers.end(),
                                     [&](const Offer& offer) { return offer.id == id; });
        return it == catalog.offers.end() ? nullptr : &*it;
    }
    static void setId(Offer& row, int64_t id) { row.id = id; }
    static QString name(const Offer& row) { return offerLabel(row); }
};

template <class T> QString commandText(const std::optional<T>& before, const std::optional<T>& after)
{
    const QString name = RowOps<T>::name(after ? *after : *before);
    if (!before)
        return CatalogSession::tr("Add %1").arg(name);
    if (!after)
        return CatalogSession::tr("Delete %1").arg(name);
    return CatalogSession::tr("Edit %1").arg(name);
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
    /// Writes `to` back, or removes `from` when `to` is empty (undo of an add, redo of a delete).
    void step(std::optional<T>& to, std::optional<T>& from)
    {
        CatalogStore& store = *m_session->m_store;
        QString failure;
        if (to) {
            const auto id = RowOps<T>::restore(store, *to);
            if (id)
                RowOps<T>::setId(*to, *id);
            else
                failure = errorSentence(id.error());
        } else if (from) {
            const auto removed = RowOps<T>::remove(store, *from);
            if (!removed)
                failure = errorSentence(removed.error());
        }
        m_session->reload();
        if (!failure.isEmpty())
            emit m_session->failed(failure);
    }

    CatalogSession* m_session;
    std::optional<T> m_before;
    std::optional<T> m_after;
    bool m_pushed = false;
};

namespace {

/// Runs the first step of an edit; on success pushes its command, with `after` as the store now holds it.
template <class T>
QString runEdit(CatalogSession* session, CatalogStore* store, const std::optional<T>& before,
                const std::optional<T>& after)
{
    if (!store)
        return CatalogSession::tr("The catalog cannot be edited: it could not be opened.");
    int64_t id = 0;
    if (after) {
        const auto saved = RowOps<T>::save(*store, *after);
        if (!saved)
            return errorSentence(saved.error());
        id = *saved;
    } else {
        const auto removed = RowOps<T>::remove(*store, *before);
        if (!removed)
            return errorSentence(removed.error());
    }
    if (const QString failure = session->reload(); !failure.isEmpty())
        return failure;
    std::optional<T> stored;
    if (after) {
        const T* row = RowOps<T>::stored(*session->catalog(), *after, id);
        stored = row ? *row : *after;
    }
    session->undoStack()->push(new RowCommand<T>(session, before, stored));
    return {};
}

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

std::shared_ptr<const Catalog> builtInCatalog()
{
    return {&bundledCatalog(), [](const Catalog*) {}};
}

CatalogSession::CatalogSession(QObject* parent)
    : QObject(parent), m_catalog(builtInCatalog()), m_undo(new QUndoStack(this))
{
}

CatalogSession::~CatalogSession() = default;

QString CatalogSession::open(const QString& path)
{
    m_undo->clear();
    m_openNotice.clear();
    m_store = std::make_unique<CatalogStore>(path);
    const auto report = m_store->open();
    if (!report) {
        const QString reason = errorSentence(report.error());
        m_store.reset();
        m_catalog = builtInCatalog();
        emit changed();
        return tr("The catalog %1 cannot be opened: %2. The built-in catalog is shown and cannot be edited.")
            .arg(path, reason);
    }
    if (report->readOnly) {
        m_openNotice = tr("The catalog %1 is read-only (its file or folder cannot be written): it is shown as it is, "
                          "and changes cannot be saved.")
                           .arg(path);
    }
    if (!report->movedAsidePath.isEmpty()) {
        m_openNotice = tr("The catalog file was damaged. It was kept as %1 and a new catalog was started from the "
                          "built-in one.")
                           .arg(report->movedAsidePath);
    }
    return reload();
}

QString CatalogSession::path() const
{
    return m_store ? m_store->path() : QString();
}

QString CatalogSession::reload()
{
    if (!m_store)
        return tr("The catalog cannot be edited: it could not be opened.");
    auto loaded = m_store->load();
    if (!loaded)
        return errorSentence(loaded.error());
    m_catalog = std::make_shared<const Catalog>(std::move(*loaded));
    emit changed();
    return {};
}

QString CatalogSession::saveGpu(const std::optional<Gpu>& before, const Gpu& after)
{
    return runEdit<Gpu>(this, m_store.get(), before, after);
}

QString CatalogSession::saveProvider(const std::optional<Provider>& before, const Provider& after)
{
    return runEdit<Provider>(this, m_store.get(), before, after);
}

QString CatalogSession::saveOffer(const std::optional<Offer>& before, const Offer& after)
{
    return runEdit<Offer>(this, m_store.get(), before, after);
}

QString CatalogSession::removeGpu(const Gpu& row)
{
    const QString used = stillUsed(
        *m_catalog, [](const Offer& offer, const std::string& key) { return offer.gpuName == key; }, row.name,
        QString::fromStdString(row.name), true);
    return used.isEmpty() ? runEdit<Gpu>(this, m_store.get(), row, std::nullopt) : used;
}

QString CatalogSession::removeProvider(const Provider& row)
{
    const QString used = stillUsed(
        *m_catalog, [](const Offer& offer, const std::string& key) { return offer.provider == key; }, row.name,
        QString::fromStdString(row.name), false);
    return used.isEmpty() ? runEdit<Provider>(this, m_store.get(), row, std::nullopt) : used;
}

QString CatalogSession::removeOffer(const Offer& row)
{
    return runEdit<Offer>(this, m_store.get(), row, std::nullopt);
}

QString CatalogSession::applyImport(const ImportPlan& plan, int* rowsWritten)
{
    if (!m_store)
        return tr("The catalog cannot be edited: it could not be opened.");
    const auto written = m_store->apply(plan);
    if (!written)
        return errorSentence(written.error());
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
    if (!m_store)
        return tr("The catalog cannot be edited: it could not be opened.");
    const auto written = m_store->applyPriceUpdate(plan);
    if (!written)
        return errorSentence(written.error());
    if (rowsWritten)
        *rowsWritten = *written;
    m_undo->clear();
    return reload();
}

QString CatalogSession::resetToDefaults(bool keepUserRows)
{
    if (!m_store)
        return tr("The catalog cannot be edited: it could not be opened.");
    const auto written = m_store->resetToDefaults(bundledCatalog(), keepUserRows);
    if (!written)
        return errorSentence(written.error());
    m_undo->clear();
    return reload();
}

} // namespace tunefit::ui
