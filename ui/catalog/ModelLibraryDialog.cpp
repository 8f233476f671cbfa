// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/ModelLibraryDialog.h"
#include "ui/common/ScreenFit.h"

#include "core/catalog/ModelFiles.h"
#include "core/model/Presets.h"
#include "present/ErrorWording.h"
#include "present/HubModelFetcher.h"
#include "ui/catalog/CatalogSession.h"

#include <QDate>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString count(double billions)
{
    return billions > 0 ? QLocale().toString(billions, 'f', 2) : QStringLiteral("–");
}

} // namespace

ModelLibraryModel::ModelLibraryModel(CatalogSession* session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session), m_catalog(session->catalog())
{
    connect(session, &CatalogSession::changed, this, &ModelLibraryModel::refresh);
}

void ModelLibraryModel::refresh()
{
    beginResetModel();
    m_catalog = m_session->catalog();
    endResetModel();
}

int ModelLibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(modelPresets().size() + m_catalog->modelEntries.size());
}

int ModelLibraryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ModelEntry* ModelLibraryModel::entryAt(int row) const
{
    const int user = row - int(modelPresets().size());
    return user >= 0 && user < int(m_catalog->modelEntries.size()) ? &m_catalog->modelEntries[size_t(user)] : nullptr;
}

QVariant ModelLibraryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole))
        return {};
    const ModelEntry* entry = entryAt(index.row());
    if (!entry) {
        const ModelPreset& preset = modelPresets()[size_t(index.row())];
        const QString values[] = {qs(preset.id),     qs(preset.hfRepo),
                                  qs(preset.family), count(preset.spec.publishedParamsB),
                                  tr("built-in"),    qs(preset.source)};
        return values[index.column()];
    }
    const auto problem = std::ranges::find(m_catalog->modelProblems, entry->id, &ModelEntryProblem::id);
    const QString source = problem == m_catalog->modelProblems.end()
                               ? qs(entry->source)
                               : tr("config.json unreadable: %1").arg(errorSentence(problem->error));
    const auto preset = std::ranges::find(m_catalog->models, entry->id, &ModelPreset::id);
    const double params = preset != m_catalog->models.end()
                              ? (preset->spec.publishedParamsB > 0 ? preset->spec.publishedParamsB
                                                                   : totalParametersUnchecked(preset->spec) / 1e9)
                              : 0;
    const QString values[] = {qs(entry->id), qs(entry->hubId), qs(entry->family), count(params), tr("yours"), source};
    return values[index.column()];
}

QVariant ModelLibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    const QString titles[] = {tr("Id"), tr("Hub id"), tr("Family"), tr("Parameters (B)"), tr("Origin"), tr("Source")};
    return titles[section];
}

Qt::ItemFlags ModelLibraryModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (entryAt(index.row()) && (index.column() == Id || index.column() == Family) && m_session->isEditable())
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool ModelLibraryModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const ModelEntry* stored = entryAt(index.row());
    if (!stored || role != Qt::EditRole)
        return false;
    const ModelEntry before = *stored;
    ModelEntry after = before;
    (index.column() == Id ? after.id : after.family) = value.toString().trimmed().toStdString();
    if (sameData(before, after))
        return false;
    if (index.column() == Id && findPreset(after.id)) {
        emit failed(tr("%1 is the name of a built-in model; choose another.").arg(qs(after.id)));
        return false;
    }
    if (const QString failure = m_session->saveModel(before, after); !failure.isEmpty()) {
        emit failed(failure);
        return false;
    }
    return true;
}

ModelLibraryDialog::ModelLibraryDialog(CatalogSession* session, QWidget* parent)
    : QDialog(parent), m_session(session), m_model(new ModelLibraryModel(session, this)), m_table(new QTableView(this)),
      m_status(new QLabel(this)), m_addFile(new QPushButton(this)), m_addFolder(new QPushButton(this)),
      m_fetch(new QPushButton(this)), m_cancelFetch(new QPushButton(this)), m_remove(new QPushButton(this)),
      m_undo(new QPushButton(this)), m_redo(new QPushButton(this)), m_fetcher(new HubModelFetcher(this))
{
    setObjectName(QStringLiteral("modelLibrary"));
    setAcceptDrops(true);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("status"));
    m_cancelFetch->setVisible(false);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {m_addFile, m_addFolder, m_fetch, m_cancelFetch, m_remove, m_undo, m_redo})
        buttons->addWidget(button);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_undo, &QPushButton::clicked, m_session->undoStack(), &QUndoStack::undo);
    connect(m_redo, &QPushButton::clicked, m_session->undoStack(), &QUndoStack::redo);
    connect(m_model, &ModelLibraryModel::failed, this, &ModelLibraryDialog::showStatus);
    connect(m_session, &CatalogSession::failed, this, &ModelLibraryDialog::showStatus);
    connect(m_remove, &QPushButton::clicked, this, &ModelLibraryDialog::removeSelected);
    connect(m_addFile, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Add config.json"), QString(), tr("Model configurations (*.json)"));
        if (!file.isEmpty())
            addPath(file);
    });
    connect(m_addFolder, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a model folder"));
        if (!folder.isEmpty())
            addPath(folder);
    });
    connect(m_fetch, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString id = QInputDialog::getText(this, tr("Fetch from Hugging Face"),
                                                 tr("Model id on the Hugging Face Hub (organisation/name):"),
                                                 QLineEdit::Normal, QString(), &ok);
        if (ok && !id.trimmed().isEmpty())
            startFetch(id.trimmed());
    });
    connect(m_cancelFetch, &QPushButton::clicked, m_fetcher, &HubModelFetcher::cancel);
    connect(m_fetcher, &HubModelFetcher::finished, this, &ModelLibraryDialog::onFetched);
    connect(m_fetcher, &HubModelFetcher::progress, this, [this](int step, qint64 received) {
        showStatus(step == 0 ? tr("Downloading config.json … %1 bytes").arg(QLocale().toString(received))
                             : tr("Reading the parameter count … %1 bytes").arg(QLocale().toString(received)));
    });
    retranslate();
    resizeToScreen(this, QSize(960, 540));
}

ModelLibraryDialog::~ModelLibraryDialog() = default;

void ModelLibraryDialog::retranslate()
{
    setWindowTitle(tr("Model library"));
    m_addFile->setText(tr("Add config.json…"));
    m_addFolder->setText(tr("Add folder…"));
    m_fetch->setText(tr("Fetch from Hugging Face…"));
    m_cancelFetch->setText(tr("Cancel download"));
    m_remove->setText(tr("Remove"));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    m_fetch->setToolTip(tr("Downloads the model's config.json from huggingface.co (or $HF_ENDPOINT); for a gated "
                           "model, set HF_TOKEN. Tunefit goes online only when you ask."));
}

void ModelLibraryDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ModelLibraryDialog::showStatus(const QString& text)
{
    m_status->setText(text);
}

QString ModelLibraryDialog::statusText() const
{
    return m_status->text();
}

bool ModelLibraryDialog::isFetching() const
{
    return m_fetcher->isRunning();
}

QString ModelLibraryDialog::addPath(const QString& path)
{
    ModelFileOptions options;
    options.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    const auto read = modelEntriesFromPath(path, options);
    QStringList lines;
    if (!read) {
        lines << tr("%1 was not added: %2").arg(QFileInfo(path).fileName(), errorSentence(read.error()));
    } else {
        std::vector<ModelEntry> entries;
        for (const ModelEntry& entry : read->entries) {
            if (findPreset(entry.id))
                lines << tr("%1 is a built-in model already.").arg(qs(entry.id));
            else
                entries.push_back(entry);
        }
        for (const SkippedModelFile& skipped : read->skipped)
            lines << tr("Skipped %1: %2").arg(QFileInfo(skipped.path).fileName(), errorSentence(skipped.error));
        if (!entries.empty()) {
            const QString failure = m_session->addModels(entries);
            lines.prepend(failure.isEmpty() ? tr("Added: %n model(s).", nullptr, int(entries.size()))
                                            : tr("Not added: %1").arg(failure));
        }
    }
    showStatus(lines.join(QLatin1Char('\n')));
    return statusText();
}

void ModelLibraryDialog::startFetch(const QString& hubId)
{
    m_fetch->setEnabled(false);
    m_cancelFetch->setVisible(true);
    showStatus(tr("Fetching %1 …").arg(hubId));
    m_fetcher->start(hubId, QDate::currentDate().toString(Qt::ISODate));
}

void ModelLibraryDialog::onFetched()
{
    m_fetch->setEnabled(true);
    m_cancelFetch->setVisible(false);
    const auto& result = m_fetcher->result();
    if (!result) {
        showStatus(tr("Not fetched: %1").arg(errorSentence(result.error())));
    } else if (findPreset(result->id)) {
        showStatus(tr("%1 is a built-in model already.").arg(qs(result->id)));
    } else {
        const QString failure = m_session->addModels({*result});
        showStatus(failure.isEmpty() ? tr("Added %1.").arg(qs(result->id)) : tr("Not added: %1").arg(failure));
    }
    emit fetchFinished();
}

void ModelLibraryDialog::removeSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const ModelEntry* entry = m_model->entryAt(rows.front().row());
    if (!entry) {
        showStatus(tr("Built-in models cannot be removed."));
        return;
    }
    const ModelEntry copy = *entry;
    const QString failure = m_session->removeModel(copy);
    showStatus(failure.isEmpty() ? tr("Removed %1.").arg(qs(copy.id)) : failure);
}

void ModelLibraryDialog::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ModelLibraryDialog::dropEvent(QDropEvent* event)
{
    QStringList texts;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            texts << addPath(url.toLocalFile());
    }
    showStatus(texts.join(QLatin1Char('\n')));
    event->acceptProposedAction();
}

} // namespace tunefit::ui
