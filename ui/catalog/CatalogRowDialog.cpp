// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/CatalogRowDialog.h"
#include "ui/common/ScreenFit.h"

#include "core/catalog/TextFields.h"
#include "present/CatalogWording.h"
#include "ui/catalog/CatalogFieldText.h"
#include "ui/common/WheelGuard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

QComboBox* namesCombo(const std::vector<std::string>& names, const std::string& value, QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    for (const std::string& name : names)
        combo->addItem(QString::fromStdString(name), QString::fromStdString(name));
    // A value the catalog does not know (yet) stays visible, so opening and saving never changes it silently.
    if (combo->findData(QString::fromStdString(value)) < 0)
        combo->addItem(QString::fromStdString(value), QString::fromStdString(value));
    combo->setCurrentIndex(combo->findData(QString::fromStdString(value)));
    return combo;
}

} // namespace

CatalogRowDialog::CatalogRowDialog(const QString& title, std::vector<Field> fields, const Catalog& catalog,
                                   Commit commit, QWidget* parent)
    : QDialog(parent), m_commit(std::move(commit))
{
    setWindowTitle(title);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    for (Field& field : fields) {
        Row row;
        row.editor = makeEditor(field, catalog);
        row.editor->setObjectName(QString::fromLatin1(field.spec.name.data(), qsizetype(field.spec.name.size())));
        row.message = new QLabel(this);
        row.message->setWordWrap(true);
        row.message->hide();
        auto* cell = new QWidget(this);
        auto* cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(2);
        cellLayout->addWidget(row.editor);
        cellLayout->addWidget(row.message);
        auto* label = new QLabel(fieldLabel(std::string(field.spec.name)), this);
        label->setBuddy(row.editor);
        form->addRow(label, cell);
        row.field = std::move(field);
        m_rows.push_back(std::move(row));
    }

    auto* inner = new QWidget(this);
    inner->setLayout(form);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A long row scrolls: the wheel moves the form, not the choice under the pointer, unless that field has focus.
    WheelGuard::guardChildren(inner);

    m_failure = new QLabel(this);
    m_failure->setWordWrap(true);
    m_failure->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CatalogRowDialog::tryCommit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_failure);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resizeToScreen(this, QSize(560, 640));
}

QWidget* CatalogRowDialog::makeEditor(const Field& field, const Catalog& catalog)
{
    QWidget* editor = nullptr;
    switch (field.spec.kind) {
    case FieldKind::Boolean: {
        auto* box = new QCheckBox(this);
        box->setChecked(catalog_text::parseBool(field.value).value_or(false));
        editor = box;
        break;
    }
    case FieldKind::Choice: {
        auto* combo = new QComboBox(this);
        for (std::string_view choice : field.spec.choices)
            combo->addItem(choiceLabel(choice), QString::fromUtf8(choice.data(), qsizetype(choice.size())));
        combo->setCurrentIndex(std::max(0, combo->findData(QString::fromStdString(field.value))));
        editor = combo;
        break;
    }
    case FieldKind::GpuName: {
        std::vector<std::string> names;
        for (const Gpu& gpu : catalog.gpus)
            names.push_back(gpu.name);
        editor = namesCombo(names, field.value, this);
        break;
    }
    case FieldKind::ProviderName: {
        std::vector<std::string> names;
        for (const Provider& provider : catalog.providers)
            names.push_back(provider.name);
        editor = namesCombo(names, field.value, this);
        break;
    }
    case FieldKind::Identifier:
        editor = new QLabel(displayText(field.spec, field.value), this);
        break;
    case FieldKind::Text:
    case FieldKind::Number:
    case FieldKind::Integer: {
        auto* line = new QLineEdit(displayText(field.spec, field.value), this);
        line->setReadOnly(field.readOnly);
        line->setCursorPosition(0); // long sources and URLs show their beginning
        editor = line;
        break;
    }
    }
    if (field.readOnly)
        editor->setEnabled(false);
    return editor;
}

QWidget* CatalogRowDialog::editorFor(std::string_view name) const
{
    for (const Row& row : m_rows) {
        if (row.field.spec.name == name)
            return row.editor;
    }
    return nullptr;
}

QString CatalogRowDialog::messageFor(std::string_view name) const
{
    for (const Row& row : m_rows) {
        if (row.field.spec.name == name)
            return row.message->isHidden() ? QString() : row.message->text();
    }
    return {};
}

CatalogRowDialog::Texts CatalogRowDialog::texts() const
{
    Texts texts;
    for (const Row& row : m_rows) {
        std::string text;
        if (auto* line = qobject_cast<QLineEdit*>(row.editor))
            text = fileText(row.field.spec, line->text());
        else if (auto* box = qobject_cast<QCheckBox*>(row.editor))
            text = box->isChecked() ? "true" : "false";
        else if (auto* combo = qobject_cast<QComboBox*>(row.editor))
            text = combo->currentData().toString().toStdString();
        else
            continue; // identifiers are not edited
        texts.emplace_back(std::string(row.field.spec.name), std::move(text));
    }
    return texts;
}

bool CatalogRowDialog::tryCommit()
{
    QString failure;
    const std::vector<Issue> issues = m_commit(texts(), &failure);
    showIssues(issues);
    // A problem with no field of its own goes at the top, so that nothing is silently dropped.
    for (const Issue& issue : issues) {
        if (issue.severity == Issue::Severity::Error && !editorFor(issue.field))
            failure += (failure.isEmpty() ? QString() : QStringLiteral("\n")) + describeIssue(issue);
    }
    m_failure->setText(failure);
    m_failure->setVisible(!failure.isEmpty());
    if (hasErrors(issues) || !failure.isEmpty())
        return false;
    accept();
    return true;
}

void CatalogRowDialog::showIssues(const std::vector<Issue>& issues)
{
    QWidget* firstError = nullptr;
    for (Row& row : m_rows) {
        QStringList lines;
        for (const Issue& issue : issues) {
            if (issue.field != row.field.spec.name)
                continue;
            const bool error = issue.severity == Issue::Severity::Error;
            // Words say which is which; colour is only a second cue.
            lines << (error ? tr("Error: %1") : tr("Warning: %1")).arg(describeIssue(issue));
            if (error && !firstError)
                firstError = row.editor;
        }
        row.message->setText(lines.join(QLatin1Char('\n')));
        row.message->setVisible(!lines.isEmpty());
    }
    if (firstError)
        firstError->setFocus();
}

} // namespace tunefit::ui
