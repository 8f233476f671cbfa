// SPDX-License-Identifier: GPL-3.0-or-later
// The small builders of the job form's fields, shared by the files of JobPanel.
#pragma once

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QFont>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QString>
#include <QVariant>

#include <initializer_list>
#include <limits>

namespace tunefit::ui {

/// A count field without an upper bound of its own: the core checks the range and the form marks it.
inline constexpr int kAnyCount = std::numeric_limits<int>::max();

/// A combo box of enum values, each item carrying its value as data.
template <class E>
QComboBox* enumCombo(QWidget* parent, const QString& objectName, std::initializer_list<E> values, E current)
{
    auto* combo = new QComboBox(parent);
    combo->setObjectName(objectName);
    for (const E value : values) {
        combo->addItem(QString(), int(value));
        if (value == current)
            combo->setCurrentIndex(combo->count() - 1);
    }
    return combo;
}

template <class E> E enumValue(const QComboBox* combo)
{
    return E(combo->currentData().toInt());
}

template <class E> void selectEnum(QComboBox* combo, E value)
{
    const int index = combo->findData(int(value));
    if (index >= 0)
        combo->setCurrentIndex(index);
}

inline QSpinBox* spinBox(QWidget* parent, const QString& objectName, int minimum, int maximum, int value)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    box->setGroupSeparatorShown(true);
    return box;
}

/// A row whose label retranslateUi() names later (QFormLayout makes no label for an empty text).
inline void addFieldRow(QFormLayout* form, QWidget* field)
{
    auto* label = new QLabel(field->parentWidget());
    label->setBuddy(field);
    form->addRow(label, field);
}

inline QLabel* sectionLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace tunefit::ui
