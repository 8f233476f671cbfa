// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace tunefit::ui {

/// Tints `editor` as holding no valid value (the theme's base tinted red, legible in dark themes too), or back; the
/// widget's "invalid" property says which. The one look of a refused field in every form.
void markInvalid(QWidget* editor, bool invalid);

} // namespace tunefit::ui
