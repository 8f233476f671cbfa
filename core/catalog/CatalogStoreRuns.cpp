// SPDX-License-Identifier: GPL-3.0-or-later
// Row edits of the user's measured runs and their calibrations (issue 33): save, remove, restore (undo) and the
// current row, each one transaction, with the row-version checks of every other row (StoreEdits.h).
#include "core/catalog/CatalogStore.h"

#include "core/catalog/RunRows.h"
#include "core/catalog/StoreEdits.h"
#include "core/catalog/StoreRows.h"
#include "core/catalog/StoreSql.h"

namespace tunefit {

using namespace store_detail;

namespace {

/// The refusal of a row that must not be written, as a store failure (inside a transaction).
void check(const std::optional<Error>& error)
{
    if (error)
        throw StoreFailure{error->code, error->field + (error->detail.empty() ? "" : ": " + error->detail)};
}

CalibrationEntry calibrationProbe(std::string_view gpu, std::optional<Method> method)
{
    CalibrationEntry probe;
    probe.gpu = std::string(gpu);
    probe.method = method;
    return probe;
}

} // namespace

Result<int> CatalogStore::saveRun(const RunEntry& entry)
{
    // Checked before the transaction: the refusal keeps its own code and field.
    if (auto error = validateRunEntry(entry))
        return *error;
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection,
                         [&](const QSqlDatabase& db) { return saveRow(db, store_detail::runTable(), entry); });
}

Result<int> CatalogStore::removeRun(std::string_view id, int64_t expectedVersion)
{
    RunEntry probe;
    probe.id = std::string(id);
    // The calibrations taken from the run stay: they name it by id and in words, and apply without it.
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::runTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::restoreRun(const RunEntry& entry)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        // An undo puts back what was stored, which was checked when it was written; a row that never was is not.
        check(validateRunEntry(entry));
        const auto& spec = store_detail::runTable();
        restoreRow(db, spec, entry, findRow(db, spec, entry));
        return 1;
    });
}

Result<RunEntry> CatalogStore::currentRun(std::string_view id) const
{
    RunEntry probe;
    probe.id = std::string(id);
    return currentRow<RunEntry>(isOpen(), m_connection,
                                [&](const QSqlDatabase& db) { return findRow(db, store_detail::runTable(), probe); });
}

Result<std::optional<CalibrationEntry>> CatalogStore::saveCalibration(const CalibrationEntry& entry)
{
    if (auto error = validateCalibrationEntry(entry))
        return *error;
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        const auto& spec = store_detail::calibrationTable();
        std::optional<StoredRow<CalibrationEntry>> found = findRow(db, spec, entry);
        // A replace without a version read (a calibration newly taken from a run) takes the GPU and scope whoever
        // wrote them; the row it replaced goes back to the caller for an undo.
        checkVersion(spec, found, entry.rowVersion, spec.key(entry), &entry);
        Writer<CalibrationEntry> writer(db, spec);
        if (!found) {
            writer.insert(entry, RowOrigin::UserAdded);
            return std::optional<CalibrationEntry>();
        }
        if (!sameData(found->value, entry))
            writer.update(found->rowid, entry, editedOrigin(found->origin));
        return std::optional<CalibrationEntry>(std::move(found->value));
    });
}

Result<int> CatalogStore::removeCalibration(std::string_view gpu, std::optional<Method> method, int64_t expectedVersion)
{
    const CalibrationEntry probe = calibrationProbe(gpu, method);
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        return removeRow(db, store_detail::calibrationTable(), probe, expectedVersion);
    });
}

Result<int> CatalogStore::restoreCalibration(const CalibrationEntry& entry)
{
    return inTransaction(isOpen(), writeRefusal(m_readOnly, m_offline), m_connection, [&](const QSqlDatabase& db) {
        check(validateCalibrationEntry(entry));
        const auto& spec = store_detail::calibrationTable();
        restoreRow(db, spec, entry, findRow(db, spec, entry));
        return 1;
    });
}

Result<CalibrationEntry> CatalogStore::currentCalibration(std::string_view gpu, std::optional<Method> method) const
{
    const CalibrationEntry probe = calibrationProbe(gpu, method);
    return currentRow<CalibrationEntry>(isOpen(), m_connection, [&](const QSqlDatabase& db) {
        return findRow(db, store_detail::calibrationTable(), probe);
    });
}

} // namespace tunefit
