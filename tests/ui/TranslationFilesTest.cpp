// SPDX-License-Identifier: GPL-3.0-or-later
// translations/*.ts are complete: nothing unfinished, obsolete or vanished, every placeholder kept, and (when lupdate
// is installed) exactly the tr() strings that present/, ui/ and app/ (the command line) have today.
#include <QDir>
#include <QFile>
#include <QHash>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

namespace {

struct Message
{
    QString context;
    QString source;
    QString type;             ///< the translation's type attribute ("unfinished", "vanished", ...)
    QStringList translations; ///< one, or one per numerus form
};

QList<Message> readTs(const QString& path, QString* error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            // Either plain text or <numerusform> children.
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters()) {
                    text += xml.text();
                } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    current.translations << xml.readElementText();
                } else if (xml.isEndElement() && xml.name() == QLatin1String("translation")) {
                    break;
                }
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QStringList tsFiles()
{
    const QDir dir(QStringLiteral(TUNEFIT_SOURCE_DIR "/translations"));
    QStringList files;
    for (const QString& name : dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

/// "%1", "%2", "%n", "%Ln" in a text, sorted and de-duplicated.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        QString token = it.next().captured(0);
        token.remove(QLatin1Char('L')); // %Ln and %n are the same count
        found << token;
    }
    found.removeDuplicates();
    found.sort();
    return found;
}

/// What branches leave for the merge (translations/README.md): the entries translations/pending-*.tsv translate, and
/// those their "#obsolete" lines name as gone from the sources. `lupdate` and apply-pending.py settle both.
struct Pending
{
    QSet<QString> translated;
    QSet<QString> obsolete;
};

Pending pendingEntries()
{
    Pending pending;
    const QDir dir(QStringLiteral(TUNEFIT_SOURCE_DIR "/translations"));
    for (const QString& name : dir.entryList({QStringLiteral("pending-*.tsv")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QStringList cells = line.split(QLatin1Char('\t'));
            if (cells.size() == 3 && cells[0] == QStringLiteral("#obsolete"))
                pending.obsolete.insert(cells[1] + QStringLiteral(" | ") + cells[2]);
            if (cells.size() != 5 || line.startsWith(QLatin1Char('#')))
                continue;
            for (int language : {3, 4})
                EXPECT_EQ(placeholders(cells[language]), placeholders(cells[1]))
                    << name.toStdString() << ": " << line.toStdString();
            pending.translated.insert(cells[0] + QStringLiteral(" | ") +
                                      QString(cells[1]).replace(QStringLiteral("\\n"), QStringLiteral("\n")));
        }
    }
    return pending;
}

QSet<QString> keys(const QList<Message>& messages)
{
    QSet<QString> set;
    for (const Message& m : messages)
        set.insert(m.context + QStringLiteral(" | ") + m.source);
    return set;
}

} // namespace

TEST(TranslationFiles, HindiAndTurkishExist)
{
    const QStringList files = tsFiles();
    EXPECT_TRUE(files.contains(QStringLiteral(TUNEFIT_SOURCE_DIR "/translations/tunefit_hi.ts")));
    EXPECT_TRUE(files.contains(QStringLiteral(TUNEFIT_SOURCE_DIR "/translations/tunefit_tr.ts")));
}

TEST(TranslationFiles, CompleteAndPlaceholdersKept)
{
    for (const QString& path : tsFiles()) {
        QString error;
        const QList<Message> messages = readTs(path, &error);
        ASSERT_TRUE(error.isEmpty()) << path.toStdString() << ": " << error.toStdString();
        EXPECT_GT(messages.size(), 100) << path.toStdString();
        for (const Message& m : messages) {
            const std::string where =
                QString(path + QStringLiteral(": ") + m.context + QStringLiteral(": ") + m.source).toStdString();
            EXPECT_TRUE(m.type.isEmpty()) << where << " is " << m.type.toStdString();
            for (const QString& text : m.translations) {
                EXPECT_FALSE(text.trimmed().isEmpty()) << where << " has no translation";
                const QStringList missing = [&] {
                    QStringList out;
                    const QStringList have = placeholders(text);
                    for (const QString& p : placeholders(m.source)) {
                        if (!have.contains(p))
                            out << p;
                    }
                    return out;
                }();
                EXPECT_TRUE(missing.isEmpty()) << where << " drops " << missing.join(QLatin1Char(' ')).toStdString();
            }
        }
    }
}

TEST(TranslationFiles, MatchTheSourcesOfUiAndApp)
{
    QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
    if (!QFile::exists(lupdate))
        lupdate = QStandardPaths::findExecutable(QStringLiteral("lupdate"));
    if (lupdate.isEmpty() || !QFile::exists(lupdate))
        GTEST_SKIP() << "lupdate is not installed (qt6-l10n-tools)";
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    QProcess process;
    // -I: includes name their layer ("ui/offers/OffersView.h"); lupdate needs them to find each class's namespace.
    process.start(lupdate, {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                            QStringLiteral("none"), QStringLiteral("-I"), QStringLiteral(TUNEFIT_SOURCE_DIR),
                            QStringLiteral(TUNEFIT_SOURCE_DIR "/present"), QStringLiteral(TUNEFIT_SOURCE_DIR "/ui"),
                            QStringLiteral(TUNEFIT_SOURCE_DIR "/app"), QStringLiteral("-ts"), fresh});
    ASSERT_TRUE(process.waitForFinished(120000));
    ASSERT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
    QString error;
    const QSet<QString> expected = keys(readTs(fresh, &error));
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_GT(expected.size(), 100);
    const Pending pending = pendingEntries();
    for (const QString& path : tsFiles()) {
        const QSet<QString> have = keys(readTs(path, &error));
        for (const QString& key : expected - have - pending.translated)
            ADD_FAILURE() << path.toStdString() << " lacks " << key.toStdString()
                          << " (run the update_translations target and translate it)";
        for (const QString& key : have - expected - pending.obsolete)
            ADD_FAILURE() << path.toStdString() << " still has " << key.toStdString()
                          << ", gone from present/, ui/ and app/";
    }
}

namespace {

/// The translations translations/pending-*.tsv give, by "context | source": Hindi and Turkish.
QHash<QString, QStringList> pendingTexts()
{
    QHash<QString, QStringList> texts;
    const QDir dir(QStringLiteral(TUNEFIT_SOURCE_DIR "/translations"));
    for (const QString& name : dir.entryList({QStringLiteral("pending-*.tsv")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QStringList cells = line.split(QLatin1Char('\t'));
            if (cells.size() == 5 && !line.startsWith(QLatin1Char('#')))
                texts.insert(cells[0] + QStringLiteral(" | ") + cells[1], {cells[3], cells[4]});
        }
    }
    return texts;
}

} // namespace

// Issue 29: a translation carries its source's mnemonic once. Hindi writes it after the label in parentheses
// ("कैटलॉग (&A)"); the menu read "कैटलॉग (A) (A)" when the letter was written twice, once without the ampersand.
TEST(TranslationFiles, OneMnemonicPerLabel)
{
    static const QRegularExpression mnemonic(QStringLiteral("&([^&\\s])"));
    const QHash<QString, QStringList> pending = pendingTexts();
    for (const QString& path : tsFiles()) {
        const int language = path.endsWith(QStringLiteral("_hi.ts")) ? 0 : 1;
        QString error;
        for (const Message& m : readTs(path, &error)) {
            const QString key = m.context + QStringLiteral(" | ") + m.source;
            const QStringList texts = pending.contains(key) ? QStringList{pending[key][language]} : m.translations;
            const bool hasMnemonic = mnemonic.match(m.source).hasMatch();
            for (const QString& text : texts) {
                const std::string where =
                    QString(path + QStringLiteral(": ") + key + QStringLiteral(" → ") + text).toStdString();
                QStringList letters;
                for (auto it = mnemonic.globalMatch(text); it.hasNext();)
                    letters << it.next().captured(1);
                EXPECT_EQ(letters.size(), hasMnemonic ? 1 : 0) << where;
                if (letters.size() == 1) {
                    EXPECT_FALSE(text.contains(QLatin1Char('(') + letters[0] + QLatin1Char(')')))
                        << where << ": the letter is written twice";
                }
            }
        }
    }
}
