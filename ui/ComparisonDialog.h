// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/Planner.h"

#include <QDialog>

#include <vector>

class QLabel;
class QTableWidget;

namespace tunefit::ui {

class OffersModel;

/// Side by side: 2-4 offers from compareOptions(), every feature and cost component in a row, and why the
/// planner's top option is first (explainTop) in sentences.
class ComparisonDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `rows` are rows of `model` (indices into its ranked result).
    ComparisonDialog(const OffersModel& model, std::vector<int> rows, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QString explanationText() const;

    /// Why the top option of `model` is first, in the UI language; empty when nothing fits.
    static QString explanation(const OffersModel& model);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();

    const OffersModel& m_model;
    std::vector<int> m_rows;
    QTableWidget* m_table = nullptr;
    QLabel* m_explanation = nullptr;
};

} // namespace tunefit::ui
