// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace tunefit::ui {

/// A save or delete refused because someone else changed the row since it was read: both versions, field by field.
struct RowConflict
{
    enum class Kind
    {
        BothEdited,  ///< the user saves an edit; the row was changed meanwhile
        TheyDeleted, ///< the user saves an edit; the row was deleted meanwhile
        MineDeleted, ///< the user deletes the row; it was changed meanwhile
    };
    struct Field
    {
        QString label;  ///< the field in words
        QString mine;   ///< as the user typed it (BothEdited, TheyDeleted) or read it (MineDeleted)
        QString theirs; ///< as stored now (empty for TheyDeleted)
        bool differs = false;
    };
    Kind kind = Kind::BothEdited;
    QString rowName; ///< the row in a few words ("H100 SXM", "Lambda · H100 SXM × 8 · …")
    std::vector<Field> fields;

    int differing() const;
};

/// What the user chose in a ConflictDialog.
enum class ConflictChoice
{
    KeepMine,   ///< save the user's version (or delete) over the other
    TakeTheirs, ///< drop the user's change: the stored row stays as the other person left it
    BackToEdit, ///< neither yet: back to the form, everything typed still there
};

/// Shows a RowConflict: "yours" and "theirs" side by side, the fields that differ highlighted (in bold on a tinted
/// background, and counted in words above the table). The buttons say what each choice does.
class ConflictDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ConflictDialog(RowConflict conflict, QWidget* parent = nullptr);

    ConflictChoice choice() const { return m_choice; }
    QTableWidget* table() const { return m_table; }
    QPushButton* keepMineButton() const { return m_keepMine; }
    QPushButton* takeTheirsButton() const { return m_takeTheirs; }
    QPushButton* backButton() const { return m_back; }
    QString summary() const;

private:
    // The constructor's parts.
    void createTable();
    QDialogButtonBox* createButtons();
    void choose(ConflictChoice choice);

    RowConflict m_conflict;
    ConflictChoice m_choice = ConflictChoice::BackToEdit;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_keepMine = nullptr;
    QPushButton* m_takeTheirs = nullptr;
    QPushButton* m_back = nullptr;
};

} // namespace tunefit::ui
