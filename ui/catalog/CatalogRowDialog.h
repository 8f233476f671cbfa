// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/Catalog.h"
#include "core/catalog/RowFields.h"
#include "core/catalog/Validation.h"

#include <QDialog>

#include <functional>
#include <string>
#include <utility>
#include <vector>

class QLabel;

namespace tunefit::ui {

/// The form for one catalog row: one editor per field (text, number in the UI locale, yes/no, choice, GPU or
/// provider from the catalog), and below each field the problem found with it. OK hands the typed values to a
/// commit function; when it reports errors (or the store refuses) the dialog stays open with everything the user
/// typed and the messages at the fields, so a bad value never costs the row.
class CatalogRowDialog final : public QDialog
{
    Q_OBJECT

public:
    struct Field
    {
        FieldSpec spec;
        std::string value; ///< C-locale text, as fieldText() gives it
        bool readOnly = false;
    };
    using Texts = std::vector<std::pair<std::string, std::string>>;
    /// Checks and, when clean, saves the row. Returns the issues found (errors keep the dialog open); sets
    /// `failure` when the store refused.
    using Commit = std::function<std::vector<Issue>(const Texts& texts, QString* failure)>;

    CatalogRowDialog(const QString& title, std::vector<Field> fields, const Catalog& catalog, Commit commit,
                     QWidget* parent = nullptr);

    /// The editor widget of a field (QLineEdit, QCheckBox, QComboBox or QLabel), for tests.
    QWidget* editorFor(std::string_view name) const;
    /// The message shown under a field; empty when none.
    QString messageFor(std::string_view name) const;
    /// The values as typed, converted to C-locale text.
    Texts texts() const;
    /// What OK does: commit, then accept or show the messages. True when the row was saved.
    bool tryCommit();

private:
    struct Row
    {
        Field field;
        QWidget* editor = nullptr;
        QLabel* message = nullptr;
    };
    QWidget* makeEditor(const Field& field, const Catalog& catalog);
    void showIssues(const std::vector<Issue>& issues);

    std::vector<Row> m_rows;
    Commit m_commit;
    QLabel* m_failure = nullptr;
};

} // namespace tunefit::ui
