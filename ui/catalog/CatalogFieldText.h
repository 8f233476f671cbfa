// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/CatalogTypes.h"
#include "core/catalog/RowFields.h"

#include <QString>
#include <QVariant>

#include <string>

namespace tunefit::ui {

/// Catalog field values between the files' C-locale text and what the user reads and types: numbers in the UI
/// locale, yes/no and choices in words.

/// The text shown for a field's C-locale value ("0.35" -> "0,35" in Turkish, "true" -> "Yes", "per_second" ->
/// "Per second").
QString displayText(const FieldSpec& field, const std::string& value);
/// A value to sort by: the number for numeric fields, else the display text.
QVariant sortValue(const FieldSpec& field, const std::string& value);
/// What the user typed, as C-locale text for editRow(). Numbers may be typed in the UI locale or with a point; text
/// that is not a number is passed on unchanged so that validation names it.
std::string fileText(const FieldSpec& field, const QString& typed);
/// A choice's words ("datacenter" -> "Data centre").
QString choiceLabel(std::string_view choice);
/// An offer in a few words: "Lambda · H100 SXM × 8 · gpu_8x_h100_sxm5" (undo steps, questions, import preview).
QString offerLabel(const Offer& offer);
/// "Built-in", "Edited", "Added by you".
QString originLabel(RowOrigin origin);

} // namespace tunefit::ui
