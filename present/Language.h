// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace tunefit::present {

/// The UI languages and the switch between them: installs the app's and Qt's translators, sets the default QLocale
/// (numbers, sizes) and remembers the choice. Switching sends QEvent::LanguageChange to every widget.
class Language final
{
public:
    struct Entry
    {
        QString code;       ///< "en", "hi", "tr"
        QString nativeName; ///< "English", "हिन्दी", "Türkçe": always shown in its own language
    };

    /// English, हिन्दी, Türkçe.
    static const QList<Entry>& available();
    /// The locale used for numbers in a language ("en" -> en_US, "hi" -> hi_IN, "tr" -> tr_TR).
    static QLocale localeFor(const QString& code);
    /// The remembered choice, or on the first run the system locale's language when it is one of ours, else "en".
    static QString startupCode();
    /// The system locale's language when it is one of ours, else "en": the command line's default, which ignores
    /// the desktop app's remembered choice.
    static QString systemCode();
    /// The language in use ("en" before any apply()).
    static QString current();
    /// Switches the UI to `code`; remembers it in QSettings when `remember`. Returns false for an unknown code.
    static bool apply(const QString& code, bool remember = true);
    /// Normalises "hi", "hi_IN", "tr-TR", "TR" to a code of ours; empty when not one of ours.
    static QString normalize(const QString& name);
};

} // namespace tunefit::present
