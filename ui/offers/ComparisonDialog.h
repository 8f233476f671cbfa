// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/evaluate/Evaluation.h"

#include <QDialog>

#include <memory>
#include <vector>

class QLabel;
class QTableWidget;

namespace tunefit::ui {

/// Side by side: 2-4 offers from compareOptions(), every feature and cost component in a row, and why the
/// planner's top option is first (explainTop) in sentences.
class ComparisonDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `options` index the evaluation's ranked plan; the dialog keeps the evaluation and catalog it was opened on.
    /// `notes`: sentences shown above the table on chosen offers that no longer fit or left the catalog.
    ComparisonDialog(std::shared_ptr<const Evaluation> evaluation, std::shared_ptr<const Catalog> catalog,
                     std::vector<int> options, const QStringList& notes = {}, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    /// The plan indices compared, in column order.
    const std::vector<int>& options() const { return m_options; }
    QString notesText() const;
    QString explanationText() const;

    /// Why the plan's top option is first, in the UI language (present/PlanWording.h whyFirst).
    static QString explanation(const Evaluation& evaluation, const Catalog& catalog);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Rows;
    void fill();
    // fill()'s rows, a group each, and the table made of them.
    const Offer& offerOf(const ComparedOption& compared) const;
    void addOfferRows(Rows& rows) const;
    void addRunRows(Rows& rows) const;
    void addCostRows(Rows& rows) const;
    void addFeatureRows(Rows& rows) const;
    void addPriceDateAndWarningRows(Rows& rows) const;
    void showRows(const Rows& rows);

    std::shared_ptr<const Evaluation> m_evaluation;
    std::shared_ptr<const Catalog> m_catalog;
    std::vector<int> m_options;
    QTableWidget* m_table = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_notes = nullptr;
};

} // namespace tunefit::ui
