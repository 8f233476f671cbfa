// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/CatalogEditor.h"
#include "ui/common/ScreenFit.h"

#include "core/catalog/CatalogCsv.h"
#include "core/catalog/Validation.h"
#include "present/Settings.h"
#include "present/WholeFile.h"
#include "ui/catalog/CatalogImportDialog.h"
#include "ui/catalog/CatalogRowDialog.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/common/ModelSearch.h"

#include <QAction>
#include <QDate>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString today()
{
    return QDate::currentDate().toString(Qt::ISODate);
}

std::string identity(const Gpu& row)
{
    return row.name;
}
std::string identity(const Provider& row)
{
    return row.name;
}
std::string identity(const Offer& row)
{
    return offerKey(row);
}

std::vector<Issue> checkEdit(const Gpu& row, const Gpu* replacing, const Catalog& catalog)
{
    return validateEdit(row, replacing, catalog);
}
std::vector<Issue> checkEdit(const Provider& row, const Provider* replacing, const Catalog& catalog)
{
    return validateEdit(row, replacing, catalog);
}
std::vector<Issue> checkEdit(const Offer& row, const Offer* replacing, const Catalog& catalog)
{
    return validateEdit(row, replacing, catalog, today().toStdString());
}

QString save(CatalogSession* session, const std::optional<Gpu>& before, const Gpu& after)
{
    return session->saveGpu(before, after);
}
QString save(CatalogSession* session, const std::optional<Provider>& before, const Provider& after)
{
    return session->saveProvider(before, after);
}
QString save(CatalogSession* session, const std::optional<Offer>& before, const Offer& after)
{
    return session->saveOffer(before, after);
}

/// The form for one row. `stored` is the row being edited (nullopt for a new one); `start` holds the values shown.
/// GPU and provider names are their identity, which offers refer to: they are typed once, when the row is created.
template <class T>
CatalogRowDialog* rowDialog(QWidget* parent, CatalogSession* session, const QString& title,
                            const std::optional<T>& stored, const T& start, std::string* keepKey)
{
    std::vector<CatalogRowDialog::Field> fields;
    for (const FieldSpec& spec : rowFields<T>()) {
        const bool isName = !std::is_same_v<T, Offer> && spec.name == "name";
        fields.push_back({spec, fieldText(start, spec.name), stored && isName});
    }
    auto commit = [session, stored, start, keepKey](const CatalogRowDialog::Texts& texts, QString* failure) {
        EditedRow<T> edited = editRow<T>(start, texts);
        std::vector<Issue> issues = std::move(edited.issues);
        const size_t cellIssues = issues.size();
        for (Issue& issue : checkEdit(edited.value, stored ? &*stored : nullptr, *session->catalog())) {
            // A field that could not be read says so once (it kept its stored value, which the rules check).
            const bool unreadable = std::any_of(issues.begin(), issues.begin() + long(cellIssues),
                                                [&](const Issue& cell) { return cell.field == issue.field; });
            if (!unreadable)
                issues.push_back(std::move(issue));
        }
        if (hasErrors(issues))
            return issues;
        *keepKey = identity(edited.value);
        *failure = save(session, stored, edited.value);
        return issues;
    };
    return new CatalogRowDialog(title, std::move(fields), *session->catalog(), commit, parent);
}

template <class T> T freshCopy(T row, const QString& suffix)
{
    row.origin = RowOrigin::UserAdded;
    if constexpr (std::is_same_v<T, Offer>)
        row.id = 0; // same offer elsewhere: the user changes the region or instance type, validation says so
    else
        row.name += suffix.toStdString();
    return row;
}

} // namespace

CatalogEditor::CatalogEditor(CatalogSession* session, QWidget* parent) : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("catalogEditor"));
    m_tabs = new QTabWidget(this);
    for (CatalogTable table : {CatalogTable::Gpus, CatalogTable::Providers, CatalogTable::Offers})
        m_tabs->addTab(createPage(m_pages[size_t(table)], table), QString());
    createToolBar();
    QHBoxLayout* bottom = createBottomRow();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(bottom);

    connect(m_session, &CatalogSession::changed, this, &CatalogEditor::refresh);
    connect(m_session, &CatalogSession::failed, this, &CatalogEditor::showFailure);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CatalogEditor::updateActions);
    for (const Page& page : m_pages) {
        connect(page.view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                &CatalogEditor::updateActions);
    }
    retranslateUi();
    refresh();
    for (const Page& page : m_pages)
        page.view->resizeColumnsToContents();
    resizeToScreen(this, QSize(1100, 650));
    restoreGeometry(Settings::layout(SavedLayout::CatalogEditor));
}

/// A table's tab: its search field over its sortable, searchable view.
QWidget* CatalogEditor::createPage(Page& page, CatalogTable table)
{
    page.model = new CatalogTableModel(table, this);
    page.proxy = new ModelSearchProxy(this);
    page.proxy->setSourceModel(page.model);
    page.proxy->setFilterKeyColumn(-1);
    page.proxy->setSortRole(CatalogTableModel::SortRole);
    page.view = new QTableView(this);
    page.view->setModel(page.proxy);
    page.view->setSortingEnabled(true);
    page.view->sortByColumn(-1, Qt::AscendingOrder); // catalog order until the user sorts
    page.view->setSelectionBehavior(QAbstractItemView::SelectRows);
    page.view->setSelectionMode(QAbstractItemView::SingleSelection);
    page.view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    page.view->setAlternatingRowColors(true);
    page.view->verticalHeader()->hide();
    page.view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    page.view->horizontalHeader()->setStretchLastSection(true);
    page.filter = new QLineEdit(this);
    page.filter->setClearButtonEnabled(true);
    connect(page.filter, &QLineEdit::textChanged, page.proxy, &ModelSearchProxy::setQuery);
    connect(page.view, &QAbstractItemView::activated, this, [this] { runDialog(editDialog()); });
    auto* widget = new QWidget(this);
    auto* layout = new QVBoxLayout(widget);
    layout->addWidget(page.filter);
    layout->addWidget(page.view, 1);
    return widget;
}

void CatalogEditor::createToolBar()
{
    m_toolBar = new QToolBar(this);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_add = m_toolBar->addAction(QString(), this, [this] { runDialog(addDialog()); });
    m_add->setShortcut(QKeySequence::New);
    m_edit = m_toolBar->addAction(QString(), this, [this] { runDialog(editDialog()); });
    m_duplicate = m_toolBar->addAction(QString(), this, [this] { runDialog(editDialog(true)); });
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_delete = m_toolBar->addAction(QString(), this, [this] { showFailure(deleteSelected()); });
    m_delete->setShortcut(QKeySequence::Delete);
    m_toolBar->addSeparator();
    m_undo = m_session->undoStack()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_session->undoStack()->createRedoAction(this);
    m_redo->setShortcut(QKeySequence::Redo);
    m_toolBar->addAction(m_undo);
    m_toolBar->addAction(m_redo);
    m_toolBar->addSeparator();
    m_import = m_toolBar->addAction(QString(), this, &CatalogEditor::importFile);
    m_export = m_toolBar->addAction(QString(), this, &CatalogEditor::exportFile);
    m_toolBar->addSeparator();
    m_reset = m_toolBar->addAction(QString(), this, &CatalogEditor::resetToDefaults);
}

/// Where changes go, and the Close button.
QHBoxLayout* CatalogEditor::createBottomRow()
{
    m_location = new QLabel(this);
    m_location->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_location->setWordWrap(true);
    auto* close = new QPushButton(this);
    close->setObjectName(QStringLiteral("close"));
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_location, 1);
    bottom->addWidget(close);
    return bottom;
}

void CatalogEditor::hideEvent(QHideEvent* event)
{
    Settings::setLayout(SavedLayout::CatalogEditor, saveGeometry());
    QDialog::hideEvent(event);
}

void CatalogEditor::retranslateUi()
{
    setWindowTitle(tr("Catalog"));
    m_tabs->setTabText(0, tr("GPU models"));
    m_tabs->setTabText(1, tr("Providers"));
    m_tabs->setTabText(2, tr("Offers"));
    for (const Page& page : m_pages)
        page.filter->setPlaceholderText(tr("Filter: type any part of a name, price or date"));
    m_add->setText(tr("Add…"));
    m_edit->setText(tr("Edit…"));
    m_duplicate->setText(tr("Duplicate…"));
    m_delete->setText(tr("Delete"));
    m_import->setText(tr("Import…"));
    m_export->setText(tr("Export…"));
    m_reset->setText(tr("Reset to built-in…"));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    findChild<QPushButton*>(QStringLiteral("close"))->setText(tr("Close"));
    m_location->setText(locationText());
    for (const Page& page : m_pages)
        page.model->retranslate();
}

void CatalogEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

CatalogTable CatalogEditor::currentTable() const
{
    return CatalogTable(m_tabs->currentIndex());
}

void CatalogEditor::setCurrentTable(CatalogTable table)
{
    m_tabs->setCurrentIndex(int(table));
}

void CatalogEditor::refresh()
{
    // The rows selected in each table stay selected across a reload (someone else's change, an undo), found again
    // by identity; after an edit here, the edited row (m_keepKey) in the current table.
    std::array<std::string, 3> selected;
    for (size_t i = 0; i < m_pages.size(); ++i) {
        const Page& page = m_pages[i];
        const QModelIndexList rows = page.view->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            selected[i] = page.model->keyOf(page.proxy->mapToSource(rows.first()).row());
    }
    if (!m_keepKey.empty())
        selected[size_t(currentTable())] = m_keepKey;
    for (size_t i = 0; i < m_pages.size(); ++i) {
        const Page& page = m_pages[i];
        page.model->setCatalog(m_session->catalog(), today());
        const int row = selected[i].empty() ? -1 : page.model->rowOf(selected[i]);
        const QModelIndex index = row < 0 ? QModelIndex() : page.proxy->mapFromSource(page.model->index(row, 0));
        if (index.isValid()) {
            page.view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            page.view->setCurrentIndex(index);
        }
    }
    m_location->setText(locationText());
    updateActions();
}

QString CatalogEditor::locationText() const
{
    if (const QString reason = m_session->readOnlyReason(); !reason.isEmpty())
        return reason;
    if (m_session->isTeam()) {
        const CatalogOrigin origin = m_session->origin();
        return tr("Changes are saved at once to the team catalog %1 on %2 and shared with everyone who uses it.")
            .arg(QString::fromStdString(origin.database), QString::fromStdString(origin.host));
    }
    return tr("Changes are saved at once to %1").arg(m_session->path());
}

void CatalogEditor::selectRow(int sourceRow)
{
    const Page& page = m_pages[size_t(currentTable())];
    const QModelIndex index = page.proxy->mapFromSource(page.model->index(sourceRow, 0));
    if (!index.isValid())
        return;
    page.view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    page.view->setCurrentIndex(index);
    page.view->scrollTo(index);
}

int CatalogEditor::selectedSourceRow() const
{
    const Page& page = m_pages[size_t(currentTable())];
    const QModelIndexList rows = page.view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : page.proxy->mapToSource(rows.first()).row();
}

void CatalogEditor::updateActions()
{
    const bool editable = m_session->isEditable();
    const bool selected = selectedSourceRow() >= 0;
    m_add->setEnabled(editable);
    m_edit->setEnabled(editable && selected);
    m_duplicate->setEnabled(editable && selected);
    m_delete->setEnabled(editable && selected);
    m_import->setEnabled(editable);
    m_reset->setEnabled(editable);
    // A greyed-out action says why (offline team catalog, read-only role or file).
    const QString why = m_session->readOnlyReason();
    for (QAction* action : {m_add, m_edit, m_duplicate, m_delete, m_import, m_reset})
        action->setToolTip(editable ? action->text().remove(QLatin1Char('&')) : why);
}

CatalogRowDialog* CatalogEditor::editDialog(bool duplicate)
{
    const int row = selectedSourceRow();
    if (row < 0 || !m_session->isEditable())
        return nullptr;
    const Catalog& catalog = *m_session->catalog();
    const QString copy = tr(" (copy)");
    switch (currentTable()) {
    case CatalogTable::Gpus: {
        const Gpu& gpu = catalog.gpus[size_t(row)];
        if (duplicate)
            return rowDialog<Gpu>(this, m_session, tr("New GPU"), std::nullopt, freshCopy(gpu, copy), &m_keepKey);
        return rowDialog<Gpu>(this, m_session, tr("Edit GPU"), gpu, gpu, &m_keepKey);
    }
    case CatalogTable::Providers: {
        const Provider& provider = catalog.providers[size_t(row)];
        if (duplicate)
            return rowDialog<Provider>(this, m_session, tr("New provider"), std::nullopt, freshCopy(provider, copy),
                                       &m_keepKey);
        return rowDialog<Provider>(this, m_session, tr("Edit provider"), provider, provider, &m_keepKey);
    }
    case CatalogTable::Offers: {
        const Offer& offer = catalog.offers[size_t(row)];
        if (duplicate)
            return rowDialog<Offer>(this, m_session, tr("New offer"), std::nullopt, freshCopy(offer, copy), &m_keepKey);
        return rowDialog<Offer>(this, m_session, tr("Edit offer"), offer, offer, &m_keepKey);
    }
    }
    return nullptr;
}

void CatalogEditor::editOffer(const Offer& offer)
{
    setCurrentTable(CatalogTable::Offers);
    m_pages[size_t(CatalogTable::Offers)].filter->clear(); // a filter must not hide the row asked for
    const int row = model(CatalogTable::Offers)->rowOf(offerKey(offer));
    if (row < 0)
        return;
    selectRow(row);
    if (!m_session->isEditable()) {
        showFailure(m_session->readOnlyReason()); // asked from the Offers tab: say why nothing opens
        return;
    }
    runDialog(editDialog());
}

CatalogRowDialog* CatalogEditor::addDialog()
{
    if (!m_session->isEditable())
        return nullptr;
    const Catalog& catalog = *m_session->catalog();
    const std::string date = today().toStdString();
    switch (currentTable()) {
    case CatalogTable::Gpus: {
        Gpu gpu;
        gpu.vendor = "NVIDIA";
        gpu.asOf = date;
        return rowDialog<Gpu>(this, m_session, tr("New GPU"), std::nullopt, gpu, &m_keepKey);
    }
    case CatalogTable::Providers: {
        Provider provider;
        provider.asOf = date;
        return rowDialog<Provider>(this, m_session, tr("New provider"), std::nullopt, provider, &m_keepKey);
    }
    case CatalogTable::Offers: {
        // Start from something valid to change: the first GPU and provider, dated today, sold directly.
        Offer offer;
        offer.soldVia = "direct";
        offer.asOf = date;
        offer.asOfBasis = "entered by the user";
        if (!catalog.gpus.empty())
            offer.gpuName = catalog.gpus.front().name;
        if (!catalog.providers.empty())
            offer.provider = catalog.providers.front().name;
        return rowDialog<Offer>(this, m_session, tr("New offer"), std::nullopt, offer, &m_keepKey);
    }
    }
    return nullptr;
}

void CatalogEditor::runDialog(CatalogRowDialog* dialog)
{
    if (!dialog)
        return;
    dialog->exec();
    dialog->deleteLater();
}

QString CatalogEditor::deleteSelected(bool confirm)
{
    const int row = selectedSourceRow();
    if (row < 0 || !m_session->isEditable())
        return {};
    const QString name = model(currentTable())->rowLabel(row);
    if (confirm &&
        QMessageBox::question(this, tr("Delete"), tr("Delete %1? Undo brings it back.").arg(name)) != QMessageBox::Yes)
        return {};
    const Catalog& catalog = *m_session->catalog();
    m_keepKey.clear();
    switch (currentTable()) {
    case CatalogTable::Gpus:
        return m_session->removeGpu(catalog.gpus[size_t(row)]);
    case CatalogTable::Providers:
        return m_session->removeProvider(catalog.providers[size_t(row)]);
    case CatalogTable::Offers:
        return m_session->removeOffer(catalog.offers[size_t(row)]);
    }
    return {};
}

void CatalogEditor::showFailure(const QString& reason)
{
    if (!reason.isEmpty())
        QMessageBox::warning(this, tr("Catalog"), reason);
}

void CatalogEditor::importFile()
{
    CatalogImportDialog dialog(m_session, this);
    const ImportFormat format = currentTable() == CatalogTable::Gpus        ? ImportFormat::Gpus
                                : currentTable() == CatalogTable::Providers ? ImportFormat::Providers
                                                                            : ImportFormat::Offers;
    dialog.setSource(QString(), format);
    dialog.exec();
}

QString CatalogEditor::exportCurrent(const QString& path) const
{
    const Catalog& catalog = *m_session->catalog();
    std::string text;
    switch (currentTable()) {
    case CatalogTable::Gpus:
        text = catalog_csv::writeGpus(catalog.gpus);
        break;
    case CatalogTable::Providers:
        text = catalog_csv::writeProviders(catalog.providers);
        break;
    case CatalogTable::Offers:
        text = catalog_csv::writeOffers(catalog.offers);
        break;
    }
    if (const QString failure = writeWhole(path, QByteArray::fromStdString(text)); !failure.isEmpty())
        return tr("Cannot write %1: %2").arg(path, failure);
    return {};
}

void CatalogEditor::exportFile()
{
    static const char* const kNames[] = {"gpus.csv", "providers.csv", "offers.csv"};
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export the table"), QString::fromLatin1(kNames[int(currentTable())]),
                                     tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        showFailure(exportCurrent(path));
}

void CatalogEditor::resetToDefaults()
{
    QMessageBox box(QMessageBox::Warning, tr("Reset to the built-in catalog"),
                    tr("Edits of built-in GPUs, providers and offers are undone and deleted built-in rows come back. "
                       "This cannot be undone."),
                    QMessageBox::Cancel, this);
    QPushButton* keep = box.addButton(tr("Reset, keep the rows I added"), QMessageBox::AcceptRole);
    QPushButton* all = box.addButton(tr("Reset everything"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == keep)
        showFailure(m_session->resetToDefaults(true));
    else if (box.clickedButton() == all)
        showFailure(m_session->resetToDefaults(false));
}

} // namespace tunefit::ui
