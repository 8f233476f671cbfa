// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/CatalogImportDialog.h"
#include "ui/common/ScreenFit.h"

#include "present/CatalogWording.h"
#include "present/ErrorWording.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/catalog/ImportPreviewModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDeadlineTimer>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

using namespace tunefit::present;

namespace tunefit::ui {

CatalogImportDialog::CatalogImportDialog(CatalogSession* session, QWidget* parent) : QDialog(parent), m_session(session)
{
    setWindowTitle(tr("Import into the catalog"));
    QFormLayout* form = createSourceForm(session);
    QHBoxLayout* progressRow = createProgressRow();
    createPreview();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_importButton = m_buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(progressRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_skipRejected);
    layout->addWidget(m_buttons);
    resizeToScreen(this, QSize(900, 600));

    connect(m_file, &QLineEdit::editingFinished, this, &CatalogImportDialog::startPreview);
    connect(m_format, &QComboBox::currentIndexChanged, this, &CatalogImportDialog::startPreview);
    connect(m_provider, &QComboBox::currentIndexChanged, this, &CatalogImportDialog::startPreview);
    connect(m_allRegions, &QCheckBox::toggled, this, &CatalogImportDialog::startPreview);
    connect(m_cancel, &QPushButton::clicked, this, &CatalogImportDialog::cancelPreview);
    connect(m_skipRejected, &QCheckBox::toggled, this, &CatalogImportDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &CatalogImportDialog::importPlan);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateButtons();
}

/// The file field and its Browse button, which previews the file it picks.
QHBoxLayout* CatalogImportDialog::createFileRow()
{
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("importFile"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import into the catalog"), m_file->text(),
                                                          tr("CSV files (*.csv);;All files (*)"));
        if (!path.isEmpty()) {
            m_file->setText(path);
            startPreview();
        }
    });
    return fileRow;
}

/// What to import: the file, what it holds, and for a SkyPilot file its provider and regions.
QFormLayout* CatalogImportDialog::createSourceForm(CatalogSession* session)
{
    QHBoxLayout* fileRow = createFileRow();
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("importFormat"));
    m_format->addItem(tr("GPUs (Tunefit CSV)"), int(ImportFormat::Gpus));
    m_format->addItem(tr("Providers (Tunefit CSV)"), int(ImportFormat::Providers));
    m_format->addItem(tr("Offers (Tunefit CSV)"), int(ImportFormat::Offers));
    m_format->addItem(tr("Offers from a SkyPilot catalog (vms.csv)"), int(ImportFormat::SkyPilot));
    m_format->setCurrentIndex(2);

    m_provider = new QComboBox(this);
    for (const Provider& provider : session->catalog()->providers)
        m_provider->addItem(QString::fromStdString(provider.name));
    m_allRegions = new QCheckBox(tr("Keep every region (otherwise the cheapest region of each instance type)"), this);

    auto* form = new QFormLayout;
    form->addRow(tr("File:"), fileRow);
    form->addRow(tr("The file holds:"), m_format);
    m_providerLabel = new QLabel(tr("Provider of the SkyPilot file:"), this);
    form->addRow(m_providerLabel, m_provider);
    form->addRow(QString(), m_allRegions);
    return form;
}

QHBoxLayout* CatalogImportDialog::createProgressRow()
{
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // planning reports no fraction; the bar says "working" and Cancel stops waiting
    m_progress->setFormat(tr("Reading the file…"));
    m_progress->setTextVisible(true);
    m_cancel = new QPushButton(tr("Cancel preview"), this);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    return progressRow;
}

/// What the import would do: the summary, the rows and the choice to leave the rejected ones out.
void CatalogImportDialog::createPreview()
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_preview = new ImportPreviewModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_preview);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_skipRejected = new QCheckBox(tr("Import the other rows and leave the rejected ones out"), this);
}

CatalogImportDialog::~CatalogImportDialog()
{
    // Hiding the dialog moves the focus out of the file field, whose editingFinished would start a new preview on a
    // half-destroyed dialog.
    disconnect(m_file, nullptr, this, nullptr);
    if (m_worker)
        m_worker->wait(); // its result is posted to a QPointer of this dialog and dropped
    delete m_worker;
    m_worker = nullptr;
}

ImportFormat CatalogImportDialog::format() const
{
    return ImportFormat(m_format->currentData().toInt());
}

void CatalogImportDialog::setSource(const QString& path, ImportFormat format)
{
    const QSignalBlocker block(m_format);
    m_format->setCurrentIndex(m_format->findData(int(format)));
    m_file->setText(path);
    startPreview();
}

void CatalogImportDialog::startPreview()
{
    const quint64 generation = ++m_generation;
    m_plan.reset();
    m_preview->clear();
    m_summary->clear();
    updateButtons();
    const QString path = m_file->text().trimmed();
    if (path.isEmpty())
        return;
    guessProvider(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_summary->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    std::string text = file.readAll().toStdString();
    skypilot::Options options;
    options.provider = m_provider->currentText().toStdString();
    options.allRegions = m_allRegions->isChecked();
    options.asOf = QDate::currentDate().toString(Qt::ISODate).toStdString();
    options.source = QFileInfo(path).fileName().toStdString();
    const std::string today = options.asOf;
    const ImportFormat chosen = format();

    // The worker reads a snapshot of the catalog (shared, immutable) and posts the plan back to this thread; the
    // database itself is only touched here, when the user commits.
    auto catalog = m_session->catalog();
    QPointer<CatalogImportDialog> self(this);
    if (m_worker)
        m_worker->wait(); // at most one worker; a superseded one finishes and is discarded by generation
    delete m_worker;
    m_worker = QThread::create([=, text = std::move(text)] {
        Result<ImportPlan> plan = planFileImport(*catalog, text, chosen, options, today);
        QMetaObject::invokeMethod(
            qApp,
            [self, generation, plan] {
                if (self)
                    self->previewFinished(generation, plan);
            },
            Qt::QueuedConnection);
    });
    m_worker->start();
    m_busy = true;
    updateButtons();
}

void CatalogImportDialog::guessProvider(const QString& path)
{
    // SkyPilot keeps one vms.csv per cloud (catalogs/v7/lambda/vms.csv): the folder names the provider. Only a file
    // the dialog has not seen yet is guessed, so the user's own choice stands.
    if (path == m_guessedFor)
        return;
    m_guessedFor = path;
    const QString folded = path.toLower().remove(QLatin1Char(' '));
    for (int i = 0; i < m_provider->count(); ++i) {
        const QString name = m_provider->itemText(i).toLower().remove(QLatin1Char(' '));
        if (!name.isEmpty() && folded.contains(name)) {
            const QSignalBlocker block(m_provider);
            m_provider->setCurrentIndex(i);
            return;
        }
    }
}

void CatalogImportDialog::cancelPreview()
{
    ++m_generation;
    m_busy = false;
    m_summary->setText(tr("Preview cancelled."));
    updateButtons();
}

void CatalogImportDialog::previewFinished(quint64 generation, const Result<ImportPlan>& plan)
{
    if (generation != m_generation)
        return;
    m_busy = false;
    if (!plan) {
        m_summary->setText(tr("The file cannot be imported: %1").arg(errorSentence(plan.error())));
    } else {
        m_plan = *plan;
        m_preview->setPlan(*plan);
        m_summary->setText(summaryText());
    }
    updateButtons();
}

QString CatalogImportDialog::summaryText() const
{
    if (!m_plan)
        return {};
    const ImportPlan& plan = *m_plan;
    return tr("%1 to add, %2 to update, %3 unchanged, %4 rejected, %5 skipped. Nothing is written until you press "
              "Import; then all of it is written at once.")
        .arg(QLocale().toString(plan.count(ChangeKind::Add)), QLocale().toString(plan.count(ChangeKind::Update)),
             QLocale().toString(plan.count(ChangeKind::Unchanged)), QLocale().toString(qsizetype(plan.rejected.size())),
             QLocale().toString(qsizetype(plan.skipped.size())));
}

void CatalogImportDialog::updateButtons()
{
    m_progress->setVisible(m_busy);
    m_cancel->setVisible(m_busy);
    const bool sky = format() == ImportFormat::SkyPilot;
    m_provider->setVisible(sky);
    m_providerLabel->setVisible(sky);
    m_allRegions->setVisible(sky);
    const bool rejected = m_plan && !m_plan->rejected.empty();
    m_skipRejected->setVisible(rejected);
    const bool writes = m_plan && (m_plan->count(ChangeKind::Add) + m_plan->count(ChangeKind::Update)) > 0;
    m_importButton->setEnabled(writes && (!rejected || m_skipRejected->isChecked()));
}

bool CatalogImportDialog::waitForPreview(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (m_busy && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(2);
    }
    return m_plan.has_value();
}

bool CatalogImportDialog::importPlan()
{
    if (!m_plan)
        return false;
    int written = 0;
    const QString failure = m_session->applyImport(*m_plan, &written);
    if (!failure.isEmpty()) {
        m_summary->setText(tr("Nothing was imported: %1").arg(failure));
        return false;
    }
    accept();
    return true;
}

} // namespace tunefit::ui
