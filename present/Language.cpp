// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/Language.h"

#include "present/Settings.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace tunefit::present {

namespace {

struct State
{
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
};

State& state()
{
    static State s;
    return s;
}

// The words of Qt's standard dialog buttons (QPlatformTheme::defaultStandardButtonText). Qt ships no Hindi
// translation of them (no qtbase_hi), so the app's own translations carry them; for Turkish, qtbase_tr has them too.
// Listed only so that lupdate finds them.
[[maybe_unused]] constexpr const char* kStandardButtons[] = {
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),     QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),   QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"), QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),   QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),  QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),  QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
};

// The words of Qt's own file dialog, which Qt does not translate into Hindi either: with these, the dialog speaks
// Hindi rather than half English (issue 29). Turkish has them in qtbase_tr as well.
[[maybe_unused]] constexpr const char* kFileDialogWords[] = {
    QT_TRANSLATE_NOOP("QFileDialog", "Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Choose"),
    QT_TRANSLATE_NOOP("QFileDialog", "Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "Save As"),
    QT_TRANSLATE_NOOP("QFileDialog", "Find Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directory:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directories"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "My Computer"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Type"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
};

} // namespace

const QList<Language::Entry>& Language::available()
{
    static const QList<Entry> entries = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("hi"), QStringLiteral("हिन्दी")},
        {QStringLiteral("tr"), QStringLiteral("Türkçe")},
    };
    return entries;
}

QLocale Language::localeFor(const QString& code)
{
    if (code == QStringLiteral("hi"))
        return QLocale(QLocale::Hindi, QLocale::India);
    if (code == QStringLiteral("tr"))
        return QLocale(QLocale::Turkish, QLocale::Turkey);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString Language::normalize(const QString& name)
{
    const QString code = name.left(2).toLower();
    for (const Entry& entry : available()) {
        if (entry.code == code &&
            (name.size() == 2 || name.at(2) == QLatin1Char('_') || name.at(2) == QLatin1Char('-')))
            return code;
    }
    return {};
}

QString Language::startupCode()
{
    const QString saved = normalize(Settings::language());
    if (!saved.isEmpty())
        return saved;
    return systemCode();
}

QString Language::systemCode()
{
    const QString system = normalize(QLocale::languageToCode(QLocale::system().language()));
    return system.isEmpty() ? QStringLiteral("en") : system;
}

QString Language::current()
{
    return state().code;
}

bool Language::apply(const QString& code, bool remember)
{
    const QString normalized = normalize(code);
    if (normalized.isEmpty())
        return false;
    State& s = state();
    const bool changed = normalized != s.code;
    // Set the locale first: the LanguageChange that installing a translator sends must find the new number format.
    QLocale::setDefault(localeFor(normalized));
    const bool hadTranslators = s.app || s.qt;
    if (s.app)
        QCoreApplication::removeTranslator(s.app.get());
    if (s.qt)
        QCoreApplication::removeTranslator(s.qt.get());
    s.app.reset();
    s.qt.reset();
    s.code = normalized;
    if (normalized != QStringLiteral("en")) {
        auto app = std::make_unique<QTranslator>();
        if (app->load(QStringLiteral(":/i18n/tunefit_%1.qm").arg(normalized))) {
            QCoreApplication::installTranslator(app.get());
            s.app = std::move(app);
        }
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qtbase_%1").arg(normalized), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            s.qt = std::move(qt);
        }
    }
    // Removing or installing a translator sends LanguageChange; a change that did neither still has to say so.
    if (changed && !hadTranslators && !s.app && !s.qt && QCoreApplication::instance())
        QCoreApplication::postEvent(QCoreApplication::instance(), new QEvent(QEvent::LanguageChange));
    // A native file dialog speaks the desktop's language, which is not the one chosen here: Qt's own dialog, with
    // the words above, speaks the chosen one (Hindi had a native dialog half in English).
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, normalized != systemCode());
    if (remember)
        Settings::setLanguage(normalized);
    return true;
}

} // namespace tunefit::present
