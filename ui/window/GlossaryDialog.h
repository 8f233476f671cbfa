// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTableWidget;

namespace tunefit::ui {

/// Help > Glossary: every hard term of the window (LoRA, ZeRO stages, checkpointing modes, the memory components…)
/// with one plain sentence each, from present/Glossary, the source the breakdown's tooltips use too.
class GlossaryDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit GlossaryDialog(QWidget* parent = nullptr);

    /// The table of terms (for tests).
    QTableWidget* table() const { return m_table; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();

    QTableWidget* m_table = nullptr;
};

} // namespace tunefit::ui
