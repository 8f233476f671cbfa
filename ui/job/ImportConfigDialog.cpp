// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/ImportConfigDialog.h"
#include "ui/common/ScreenFit.h"

#include "present/ImportWording.h"
#include "ui/job/ImportedFieldsModel.h"

#include "present/Format.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString place(const std::string& file, int line)
{
    const QString name = QFileInfo(qs(file)).fileName();
    return line > 0 ? QStringLiteral("%1:%2").arg(name, QLocale().toString(line)) : name;
}

QLabel* wrappedLabel(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ImportConfigDialog::ImportConfigDialog(const ImportedJob& imported, const QString& path, QWidget* parent)
    : QDialog(parent), m_imported(imported), m_path(path)
{
    setWindowTitle(tr("Import training config"));
    setModal(true);
    auto* layout = new QVBoxLayout(this);

    auto* header =
        new QLabel(tr("<b>%1</b> config <b>%2</b>")
                       .arg(stackTitle(imported.stack).toHtmlEscaped(), QFileInfo(path).fileName().toHtmlEscaped()),
                   this);
    header->setObjectName(QStringLiteral("importHeader"));
    header->setToolTip(path);
    layout->addWidget(header);

    auto* model = wrappedLabel(modelText(), this);
    model->setObjectName(QStringLiteral("importModel"));
    layout->addWidget(model);

    buildFieldsTable(layout);
    buildNotes(layout);

    buildDatasetRows(layout);

    auto* buttons = new QDialogButtonBox(this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setDefault(true);
    m_cancel = buttons->addButton(tr("&Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateDataset();
    resizeToScreen(this, QSize(760, 620));
}

void ImportConfigDialog::buildFieldsTable(QVBoxLayout* layout)
{
    m_model = new ImportedFieldsModel(this);
    m_model->setFields(m_imported.fields);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("importedFields"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);
}

void ImportConfigDialog::buildNotes(QVBoxLayout* layout)
{
    const QString unused = unusedText();
    if (!unused.isEmpty()) {
        layout->addWidget(new QLabel(tr("<b>Not used</b>"), this));
        auto* label = wrappedLabel(unused, this);
        label->setObjectName(QStringLiteral("importUnused"));
        layout->addWidget(label);
    }
    const QString runtime = runtimeText();
    if (!runtime.isEmpty()) {
        layout->addWidget(new QLabel(tr("<b>Left to the launch</b>"), this));
        auto* label = wrappedLabel(runtime, this);
        label->setObjectName(QStringLiteral("importRuntime"));
        layout->addWidget(label);
    }
}

QString ImportConfigDialog::modelText() const
{
    const QString name = m_imported.modelName ? qs(*m_imported.modelName) : QString();
    switch (m_imported.modelSource) {
    case ModelSource::Preset:
        return tr("Model %1: the bundled preset %2").arg(name, qs(m_imported.presetId));
    case ModelSource::LocalFolder:
    case ModelSource::HfCache:
        return tr("Model %1: read from %2").arg(name, qs(m_imported.modelConfigPath));
    case ModelSource::NotFound:
        break;
    }
    return name.isEmpty() ? tr("Model not found — the rest is kept")
                          : tr("Model %1 not found — the rest is kept").arg(name);
}

QString ImportConfigDialog::unusedText() const
{
    QStringList lines;
    int noEffect = 0;
    for (const UnusedKey& key : m_imported.unused) {
        // Keys without effect (learning rate, logging, ...) are many and say nothing about the estimate: counted only.
        if (key.reason == UnusedReason::NoEffect) {
            ++noEffect;
            continue;
        }
        lines << tr("%1 (%2): %3").arg(qs(key.key), place(key.file, key.line), unusedReasonText(key));
    }
    if (noEffect > 0)
        lines << tr("%n key(s) without effect on memory, time or cost", "", noEffect);
    return lines.join(QLatin1Char('\n'));
}

QString ImportConfigDialog::runtimeText() const
{
    QStringList lines;
    for (const RuntimeValue& value : m_imported.leftToRuntime) {
        // The job's field in words; the file's own key only as where it was written.
        const QString field = value.field ? importFieldName(*value.field) : qs(value.key);
        if (value.line <= 0 && value.value.empty()) {
            lines << tr("%1: not set in the files; the launcher decides").arg(field);
            continue;
        }
        const QString written = value.value.empty() ? tr("not set") : qs(value.value);
        const ImportOrigin origin{value.file, value.key, value.line, false, m_imported.stack};
        lines << tr("%1: %2 (%3)").arg(field, written, importOriginText(origin));
    }
    return lines.join(QLatin1Char('\n'));
}

void ImportConfigDialog::buildDatasetRows(QVBoxLayout* layout)
{
    layout->addWidget(new QLabel(tr("<b>Dataset</b>"), this));
    m_datasetNote = wrappedLabel(QString(), this);
    m_datasetNote->setObjectName(QStringLiteral("datasetNote"));
    layout->addWidget(m_datasetNote);

    createDatasetBoxes();
    auto* lengthLabel = new QLabel(tr("× a&verage length:"), this);
    lengthLabel->setBuddy(m_sampleLength);

    auto* grid = new QFormLayout;
    grid->addRow(m_byTokens, m_tokens);
    auto* samplesRow = new QHBoxLayout;
    samplesRow->addWidget(m_samples, 1);
    samplesRow->addWidget(lengthLabel);
    samplesRow->addWidget(m_sampleLength, 1);
    grid->addRow(m_bySamples, samplesRow);
    layout->addLayout(grid);
    m_datasetTotal = wrappedLabel(QString(), this);
    m_datasetTotal->setObjectName(QStringLiteral("datasetTotal"));
    layout->addWidget(m_datasetTotal);

    // A config that caps the samples gives samples × its sequence length (at most that); else the current job's size.
    const Job& job = m_imported.job;
    m_tokens->setValue(job.datasetTokens / 1e6);
    m_sampleLength->setValue(job.setup.seqLen);
    m_samples->setValue(m_imported.dataset ? double(m_imported.dataset->maxSamples) : 0);
    (m_imported.dataset ? m_bySamples : m_byTokens)->setChecked(true);
    if (m_imported.dataset)
        m_tokens->setValue(double(m_imported.dataset->maxSamples) * job.setup.seqLen / 1e6);
    for (QRadioButton* button : {m_byTokens, m_bySamples})
        connect(button, &QRadioButton::toggled, this, &ImportConfigDialog::updateDataset);
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, &ImportConfigDialog::updateDataset);
    connect(m_samples, &QDoubleSpinBox::valueChanged, this, &ImportConfigDialog::updateDataset);
    connect(m_sampleLength, &QSpinBox::valueChanged, this, &ImportConfigDialog::updateDataset);
}

void ImportConfigDialog::createDatasetBoxes()
{
    m_byTokens = new QRadioButton(tr("&Tokens per epoch:"), this);
    m_bySamples = new QRadioButton(tr("&Samples:"), this);
    m_tokens = new QDoubleSpinBox(this);
    m_tokens->setObjectName(QStringLiteral("datasetTokens"));
    m_tokens->setRange(0, 1e12);
    m_tokens->setDecimals(1);
    m_tokens->setSuffix(tr(" M", "millions of tokens"));
    m_tokens->setGroupSeparatorShown(true);
    m_samples = new QDoubleSpinBox(this);
    m_samples->setObjectName(QStringLiteral("datasetSamples"));
    m_samples->setRange(0, 1e15);
    m_samples->setDecimals(0);
    m_samples->setGroupSeparatorShown(true);
    m_sampleLength = new QSpinBox(this);
    m_sampleLength->setObjectName(QStringLiteral("sampleLength"));
    m_sampleLength->setRange(0, std::numeric_limits<int>::max());
    m_sampleLength->setGroupSeparatorShown(true);
    m_sampleLength->setSuffix(tr(" tokens", "after a number of tokens"));
    m_sampleLength->setToolTip(tr("Average tokens per sample, prompt and answer together"));
}

bool ImportConfigDialog::sizeBySamples() const
{
    return m_bySamples->isChecked();
}

double ImportConfigDialog::datasetTokens() const
{
    return sizeBySamples() ? m_samples->value() * m_sampleLength->value() : m_tokens->value() * 1e6;
}

QString ImportConfigDialog::datasetNote() const
{
    if (m_imported.dataset)
        return tr("The config reads at most %1 samples (%2): prefilled as that many samples of the full sequence "
                  "length, an upper bound, as most samples are shorter. Enter your dataset's size.")
            .arg(QLocale().toString(qlonglong(m_imported.dataset->maxSamples)),
                 importOriginText(m_imported.dataset->origin));
    return tr("The config does not say how large the dataset is: enter its size (prefilled with the current job's).");
}

void ImportConfigDialog::updateDataset()
{
    const bool bySamples = sizeBySamples();
    m_tokens->setEnabled(!bySamples);
    m_samples->setEnabled(bySamples);
    m_sampleLength->setEnabled(bySamples);
    m_imported.job.datasetTokens = datasetTokens();
    // Samples × their average length also give the padding of unpacked rows; a size in tokens does not tell it.
    m_imported.job.averageSampleTokens = bySamples ? double(m_sampleLength->value()) : 0.0;
    if (bySamples) { // the tokens box follows, so that switching to it starts from the same size
        const QSignalBlocker block(m_tokens);
        m_tokens->setValue(datasetTokens() / 1e6);
    }
    m_datasetNote->setText(datasetNote());
    // The epochs the config sets run over this dataset; without them the job's own stay (MainWindow::applyImported).
    const ImportedField* epochs = m_imported.field(JobField::Epochs);
    const bool fileEpochs = epochs && !epochs->origin.stackDefault;
    m_datasetTotal->setText(
        fileEpochs ? tr("%1 tokens per epoch × %2 epochs (from the config) = %3 tokens")
                         .arg(formatCount(datasetTokens()), QLocale().toString(m_imported.job.epochs),
                              formatCount(datasetTokens() * m_imported.job.epochs))
                   : tr("%1 tokens per epoch; the job's own epoch count stays").arg(formatCount(datasetTokens())));
    // A dataset of no tokens is no job: nothing to apply until the size is given.
    m_apply->setEnabled(datasetTokens() > 0);
}

} // namespace tunefit::ui
