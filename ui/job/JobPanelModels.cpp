// SPDX-License-Identifier: GPL-3.0-or-later
// The job form's model box: the bundled and library entries, typed names read by the one name rule, the models of
// the Hugging Face cache and opened config.json files.
#include "ui/job/JobPanel.h"

#include "core/model/HfConfigImport.h"
#include "core/model/ModelNames.h"
#include "core/model/Presets.h"
#include "present/ErrorWording.h"
#include "present/JobWording.h"
#include "ui/common/InvalidField.h"
#include "ui/common/ModelSearch.h"

#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStandardItemModel>

using namespace tunefit::present;

namespace tunefit::ui {

namespace {

constexpr int kEntryIdRole = Qt::UserRole + 2; ///< a library entry's id (ModelPreset::id)
constexpr int kUnreadModel = -2;               ///< item data of a cached model not read yet
constexpr int kHubIdRole = Qt::UserRole + 1;   ///< its Hub id (ORG/NAME)

} // namespace

void JobPanel::buildModelSection()
{
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("model"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->setMaxVisibleItems(20);
    for (const ModelPreset& preset : modelPresets()) {
        m_model->addItem(QString::fromStdString(preset.spec.name), int(m_models.size()));
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(preset.hfRepo), Qt::ToolTipRole);
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(preset.id), kEntryIdRole);
        m_models.push_back(preset.spec);
    }
    // Type-to-search filters with matchesSearch() (Turkish İ/ı-safe) and offers what is left, unfiltered again.
    auto* search = new ModelSearchProxy(m_model);
    search->setSourceModel(m_model->model());
    auto* completer = new QCompleter(search, m_model);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_model->setCompleter(completer);
    connect(m_model->lineEdit(), &QLineEdit::textEdited, completer, [search, completer](const QString& text) {
        search->setQuery(text);
        if (search->rowCount() > 0)
            completer->complete();
    });
    if (const ModelPreset* preset = findPreset("llama-3.1-8b"))
        selectModel(QString::fromStdString(preset->spec.name));
    m_lastModelIndex = m_model->currentIndex();
    // First the cached model's config.json, then the change: inputs() then reads the model chosen.
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        if (m_readingTypedModel)
            return;
        // A model picked from the list is the user's own choice: nothing left to confirm or to mark.
        m_modelReading.reset();
        m_unreadModel.reset();
        showModelReading();
    });
    connect(m_model, &QComboBox::currentIndexChanged, this, &JobPanel::resolveLocalModel);
    connect(m_model, &QComboBox::currentIndexChanged, this, &JobPanel::notifyChanged);
    connect(m_model->lineEdit(), &QLineEdit::editingFinished, this, &JobPanel::readTypedModel);
    m_modelNote = new QLabel(this);
    m_modelNote->setObjectName(QStringLiteral("model_reading"));
    m_modelNote->setWordWrap(true);
}

void JobPanel::readTypedModel()
{
    const QString typed = m_model->lineEdit()->text().trimmed();
    if (typed.isEmpty() || typed == m_model->itemText(m_model->currentIndex()))
        return;
    if (const int listed = m_model->findText(typed, Qt::MatchFixedString); listed >= 0) {
        m_model->setCurrentIndex(listed);
        return;
    }
    const NameResolution resolved = resolveModelName(typed.toStdString(), m_userModels);
    const int index =
        resolved.match ? m_model->findData(QString::fromStdString(resolved.match->entry->id), kEntryIdRole) : -1;
    m_readingTypedModel = true;
    if (index >= 0) {
        m_modelReading = readingOf(typed.toStdString(), *resolved.match);
        m_unreadModel.reset();
        m_model->setCurrentIndex(index);
    } else {
        m_modelReading.reset();
        m_unreadModel = unresolvedModelError(resolved, "model", typed.toStdString());
    }
    m_readingTypedModel = false;
    m_model->lineEdit()->setText(index >= 0 ? m_model->itemText(index) : typed); // the name stays as typed
    showModelReading();
    notifyChanged();
}

void JobPanel::setUserModels(const std::vector<ModelPreset>& models)
{
    m_userModels = models;
    const QSignalBlocker block(m_model);
    // An entry listed before keeps its item (the job may use it); a new one is added after the bundled ones.
    for (const ModelPreset& entry : m_userModels) {
        if (m_model->findData(QString::fromStdString(entry.id), kEntryIdRole) >= 0)
            continue;
        m_model->addItem(QString::fromStdString(entry.id), int(m_models.size()));
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(entry.hfRepo), Qt::ToolTipRole);
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(entry.id), kEntryIdRole);
        m_models.push_back(entry.spec);
    }
}

void JobPanel::showModelReading()
{
    m_modelNote->setText(m_modelReading ? modelReadingText(*m_modelReading) : QString());
    m_methodForm->setRowVisible(m_modelNote, m_modelReading.has_value());
    // The field itself is marked while it names no model; the message under it (showError) says why.
    markInvalid(m_model->lineEdit(), m_unreadModel.has_value());
    m_model->setProperty("invalid", m_unreadModel.has_value());
}

int JobPanel::listLocalModels(const import::ModelSearch& search)
{
    m_modelSearch = search;
    const std::vector<std::string> ids = import::cachedModels(search);
    if (ids.empty() || m_localHeader >= 0)
        return m_localHeader >= 0 ? m_model->count() - m_localHeader - 1 : 0;
    const QSignalBlocker block(m_model);
    m_model->insertSeparator(m_model->count());
    m_localHeader = m_model->count();
    m_model->addItem(QString(), -1);
    if (auto* items = qobject_cast<QStandardItemModel*>(m_model->model()))
        items->item(m_localHeader)->setFlags(Qt::NoItemFlags); // a heading, not a choice
    for (const std::string& id : ids) {
        m_model->addItem(QString::fromStdString(id), kUnreadModel);
        m_model->setItemData(m_model->count() - 1, QString::fromStdString(id), kHubIdRole);
    }
    retranslateUi();
    return int(ids.size());
}

void JobPanel::resolveLocalModel(int comboIndex)
{
    if (comboIndex < 0 || m_model->itemData(comboIndex).toInt() != kUnreadModel) {
        m_lastModelIndex = comboIndex;
        return;
    }
    const QString id = m_model->itemData(comboIndex, kHubIdRole).toString();
    auto located = import::locateModel(id.toStdString(), std::string(), m_modelSearch);
    if (located && located->source != ModelSource::NotFound) {
        ModelSpec spec = located->spec;
        spec.name = id.toStdString();
        m_model->setItemData(comboIndex, int(m_models.size()));
        m_models.push_back(spec);
        m_model->setItemData(comboIndex, QString::fromStdString(located->configPath), Qt::ToolTipRole);
        m_lastModelIndex = comboIndex;
        return;
    }
    // An unreadable config.json: the item says why and the model in use stays.
    const QString why = located ? tr("No config.json found for %1").arg(id) : errorSentence(located.error());
    m_model->setItemData(comboIndex, why, Qt::ToolTipRole);
    if (auto* items = qobject_cast<QStandardItemModel*>(m_model->model()))
        items->item(comboIndex)->setEnabled(false);
    const QSignalBlocker block(m_model);
    m_model->setCurrentIndex(m_lastModelIndex);
}

void JobPanel::addModel(const ModelSpec& model)
{
    const int index = int(m_models.size());
    m_models.push_back(model);
    QString name = QString::fromStdString(model.name);
    if (name.isEmpty())
        name = tr("Imported model %1").arg(index + 1);
    m_model->addItem(name, index);
    m_model->setCurrentIndex(m_model->count() - 1);
}

Result<ModelSpec> JobPanel::openConfigFile(const QString& path)
{
    Result<ModelSpec> model = modelFromHfConfigFile(path);
    if (model.ok()) {
        ModelSpec spec = model.value();
        if (spec.name.empty()) {
            const QFileInfo info(path);
            spec.name = info.absoluteDir().dirName().toStdString();
        }
        addModel(spec);
        return spec;
    }
    return model;
}

bool JobPanel::selectModel(const QString& name)
{
    const int index = m_model->findText(name, Qt::MatchFixedString);
    if (index < 0)
        return false;
    m_model->setCurrentIndex(index);
    return true;
}

} // namespace tunefit::ui
