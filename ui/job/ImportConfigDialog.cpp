// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/job/ImportConfigDialog.h"
#include "ui/common/ScreenFit.h"

#include "present/ImportWording.h"
#include "ui/job/ImportedFieldsModel.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

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

    m_model = new ImportedFieldsModel(this);
    m_model->setFields(imported.fields);
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

    auto* buttons = new QDialogButtonBox(this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setDefault(true);
    m_cancel = buttons->addButton(tr("&Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resizeToScreen(this, QSize(760, 620));
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
        const QString written = value.value.empty() ? tr("not set") : qs(value.value);
        lines << tr("%1 = %2 (%3)").arg(qs(value.key), written, place(value.file, value.line));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tunefit::ui
