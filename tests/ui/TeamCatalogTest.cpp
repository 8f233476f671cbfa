// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19, the window's side of the team catalog: the connect dialog checks its fields and never lets a password
// reach the settings; the status bar says which catalog is in use; a save over a row someone else changed shows both
// versions and each choice does what it says; others' changes are picked up without losing an unsaved edit; the
// report names where its prices came from. "Someone else" is a second CatalogStore on the same catalog: an SQLite
// file here, and the real PostgreSQL server when TUNEFIT_TEST_PG is set (scripts/with-postgres.sh).
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"
#include "present/CatalogWording.h"
#include "present/Format.h"
#include "present/Language.h"
#include "present/ReportRenderer.h"
#include "present/Settings.h"
#include "tests/ui/ScreenshotFixture.h"
#include "ui/catalog/CatalogEditor.h"
#include "ui/catalog/CatalogRowDialog.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/catalog/CatalogTableModel.h"
#include "ui/catalog/ConflictDialog.h"
#include "ui/catalog/TeamCatalogDialog.h"
#include "ui/job/JobPanel.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QDate>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

namespace {

/// Every value the settings hold, and the settings file's bytes: a password must be in neither.
bool settingsContain(const QString& secret)
{
    QSettings settings;
    settings.sync();
    for (const QString& key : settings.allKeys()) {
        if (settings.value(key).toString().contains(secret))
            return true;
    }
    QFile file(settings.fileName());
    return file.open(QIODevice::ReadOnly) && file.readAll().contains(secret.toUtf8());
}

/// The team server of scripts/with-postgres.sh, or empty.
QString testServer()
{
    return qEnvironmentVariable("TUNEFIT_TEST_PG");
}

/// A GPU row of the session's catalog, by name.
Gpu gpuNamed(const CatalogSession& session, const std::string& name)
{
    const Gpu* gpu = findGpu(*session.catalog(), name);
    EXPECT_NE(gpu, nullptr) << name;
    return gpu ? *gpu : Gpu{};
}

const RowConflict::Field* conflictField(const RowConflict& conflict, const QString& label)
{
    const auto it = std::find_if(conflict.fields.begin(), conflict.fields.end(),
                                 [&](const RowConflict::Field& field) { return field.label == label; });
    return it == conflict.fields.end() ? nullptr : &*it;
}

class LanguageGuard
{
public:
    explicit LanguageGuard(const QString& code) { Language::apply(code, false); }
    ~LanguageGuard() { Language::apply(QStringLiteral("en"), false); }
};

} // namespace

// ---------------------------------------------------------------------------------------------------------------
// The connect dialog

TEST(TeamCatalogDialog, ChecksEachFieldWhereItIsTyped)
{
    LanguageGuard english(QStringLiteral("en"));
    int connects = 0;
    TeamCatalogDialog dialog(QString(), [&](const QString&, const QString&) {
        ++connects;
        return QString();
    });
    // Nothing typed: host, database and user are required; an empty port is PostgreSQL's usual 5432.
    EXPECT_FALSE(dialog.tryConnect());
    EXPECT_EQ(connects, 0);
    EXPECT_FALSE(dialog.messageFor(QStringLiteral("host")).isEmpty());
    EXPECT_TRUE(dialog.messageFor(QStringLiteral("port")).isEmpty());
    EXPECT_FALSE(dialog.messageFor(QStringLiteral("database")).isEmpty());
    EXPECT_FALSE(dialog.messageFor(QStringLiteral("user")).isEmpty());

    dialog.hostEdit()->setText(QStringLiteral("db example.com"));
    dialog.portEdit()->setText(QStringLiteral("70000"));
    dialog.databaseEdit()->setText(QString(64, QLatin1Char('d'))); // one byte beyond PostgreSQL's 63
    dialog.userEdit()->setText(QStringLiteral("alice"));
    EXPECT_FALSE(dialog.validate());
    EXPECT_TRUE(dialog.messageFor(QStringLiteral("host")).contains(QStringLiteral("letters, digits, dots")));
    EXPECT_TRUE(dialog.messageFor(QStringLiteral("port")).contains(QStringLiteral("1 to 65535")));
    EXPECT_TRUE(dialog.messageFor(QStringLiteral("database")).contains(QStringLiteral("63")));
    EXPECT_TRUE(dialog.messageFor(QStringLiteral("user")).isEmpty());
    EXPECT_TRUE(dialog.location().isEmpty());

    for (const QString& port : {QStringLiteral("0"), QStringLiteral("5432x"), QStringLiteral("-1")}) {
        dialog.portEdit()->setText(port);
        EXPECT_FALSE(dialog.validate()) << port.toStdString();
        EXPECT_FALSE(dialog.messageFor(QStringLiteral("port")).isEmpty()) << port.toStdString();
    }

    // Right values: the messages go, and the location is libpq's URI (percent-encoded).
    dialog.hostEdit()->setText(QStringLiteral("db.example.com"));
    dialog.portEdit()->setText(QStringLiteral("6543"));
    dialog.databaseEdit()->setText(QStringLiteral("gpu prices"));
    EXPECT_TRUE(dialog.validate());
    EXPECT_TRUE(dialog.messageFor(QStringLiteral("host")).isEmpty());
    EXPECT_EQ(dialog.location(), QStringLiteral("postgresql://alice@db.example.com:6543/gpu%20prices"));

    // An IP address and a socket folder are hosts too.
    dialog.hostEdit()->setText(QStringLiteral("2001:db8::7"));
    EXPECT_TRUE(dialog.validate());
    EXPECT_EQ(dialog.location(), QStringLiteral("postgresql://alice@[2001:db8::7]:6543/gpu%20prices"));
    dialog.hostEdit()->setText(QStringLiteral("/var/run/postgresql"));
    dialog.portEdit()->clear();
    EXPECT_TRUE(dialog.validate());
    EXPECT_EQ(dialog.location(), QStringLiteral("postgresql://alice@/gpu%20prices?host=%2Fvar%2Frun%2Fpostgresql"));
}

TEST(TeamCatalogDialog, ConnectHandsOverTheLocationAndKeepsTheFormWhenItFails)
{
    LanguageGuard english(QStringLiteral("en"));
    QString givenLocation;
    QString givenPassword;
    TeamCatalogDialog dialog(QStringLiteral("postgresql://bob@10.0.0.5:5433/team"),
                             [&](const QString& location, const QString& password) {
                                 givenLocation = location;
                                 givenPassword = password;
                                 return QStringLiteral("the catalog server refused the login");
                             });
    // Filled from the location in use.
    EXPECT_EQ(dialog.hostEdit()->text(), QStringLiteral("10.0.0.5"));
    EXPECT_EQ(dialog.portEdit()->text(), QStringLiteral("5433"));
    EXPECT_EQ(dialog.databaseEdit()->text(), QStringLiteral("team"));
    EXPECT_EQ(dialog.userEdit()->text(), QStringLiteral("bob"));
    EXPECT_TRUE(dialog.passwordEdit()->text().isEmpty());

    dialog.passwordEdit()->setText(QStringLiteral("hunter2"));
    EXPECT_FALSE(dialog.tryConnect());
    EXPECT_EQ(givenLocation, QStringLiteral("postgresql://bob@10.0.0.5:5433/team"));
    EXPECT_EQ(givenPassword, QStringLiteral("hunter2"));
    EXPECT_EQ(dialog.failure(), QStringLiteral("the catalog server refused the login"));
    EXPECT_EQ(dialog.hostEdit()->text(), QStringLiteral("10.0.0.5")); // nothing typed is lost
    EXPECT_EQ(dialog.passwordEdit()->text(), QStringLiteral("hunter2"));
    EXPECT_NE(dialog.result(), QDialog::Accepted);

    // "Use local catalog" asks for the empty location.
    givenLocation = QStringLiteral("unchanged");
    dialog.useLocal();
    EXPECT_TRUE(givenLocation.isEmpty());
}

TEST(TeamCatalogDialog, APastedConnectionStringFillsTheFields)
{
    TeamCatalogDialog dialog(QString(), {});
    dialog.hostEdit()->setText(QString());
    // textEdited is what a paste sends.
    emit dialog.hostEdit()->textEdited(QStringLiteral("postgresql://carol:s%40fe@db.internal:5999/prices"));
    EXPECT_EQ(dialog.hostEdit()->text(), QStringLiteral("db.internal"));
    EXPECT_EQ(dialog.portEdit()->text(), QStringLiteral("5999"));
    EXPECT_EQ(dialog.databaseEdit()->text(), QStringLiteral("prices"));
    EXPECT_EQ(dialog.userEdit()->text(), QStringLiteral("carol"));
    EXPECT_EQ(dialog.passwordEdit()->text(), QStringLiteral("s@fe"));
    EXPECT_FALSE(dialog.location().contains(QStringLiteral("s%40fe")));
}

TEST(TeamCatalogSettings, APasswordNeverReachesTheSettings)
{
    Settings::clear();
    Settings::setCatalogLocation(QStringLiteral("postgresql://alice:Tr0ub4dor@db.example.com:5432/prices"));
    EXPECT_EQ(Settings::catalogLocation(), QStringLiteral("postgresql://alice@db.example.com:5432/prices"));
    Settings::setLastTeamCatalog(
        QStringLiteral("postgresql://alice@db.example.com/prices?sslmode=require&password=Xyzzy42"));
    EXPECT_EQ(Settings::lastTeamCatalog(), QStringLiteral("postgresql://alice@db.example.com/prices?sslmode=require"));
    // libpq's key/value form.
    EXPECT_EQ(Settings::withoutPassword(QStringLiteral("host=db dbname=prices password='a b\\'c' user=alice")),
              QStringLiteral("host=db dbname=prices user=alice"));
    // A file path is kept as it is, spaces included.
    EXPECT_EQ(Settings::withoutPassword(QStringLiteral("/home/a b/catalog.sqlite")),
              QStringLiteral("/home/a b/catalog.sqlite"));
    EXPECT_FALSE(settingsContain(QStringLiteral("Tr0ub4dor")));
    EXPECT_FALSE(settingsContain(QStringLiteral("Xyzzy42")));
    Settings::clear();
}

// The window's path: a password typed in the dialog is handed to the connection and kept nowhere else. Without a
// server the connection fails and nothing is remembered; with one (TUNEFIT_TEST_PG) the choice is remembered
// without it.
TEST(TeamCatalogSettings, TheWindowRemembersTheChoiceWithoutThePassword)
{
    LanguageGuard english(QStringLiteral("en"));
    Settings::clear();
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    TeamCatalogDialog* dialog = window.showTeamCatalog(false);
    const QString server = testServer();
    const QString location = server.isEmpty() ? QStringLiteral("postgresql://tunefit@127.0.0.1:1/nothing_here")
                                              : Settings::withoutPassword(server);
    const QUrl url(location);
    dialog->hostEdit()->setText(url.host());
    dialog->portEdit()->setText(QString::number(url.port(5432)));
    dialog->databaseEdit()->setText(url.path().mid(1));
    dialog->userEdit()->setText(url.userName());
    const QString typed = QStringLiteral("Sw0rdfish-%1").arg(QDate::currentDate().dayOfYear());
    if (server.isEmpty()) {
        dialog->passwordEdit()->setText(typed);
    } else if (!QUrl(server).password().isEmpty()) {
        dialog->passwordEdit()->setText(QUrl(server).password());
    }
    const QString chosen = dialog->location();
    const bool connected = dialog->tryConnect();
    if (server.isEmpty()) {
        EXPECT_FALSE(connected);
        // In words, and the window keeps its local catalog.
        EXPECT_FALSE(dialog->failure().isEmpty());
        EXPECT_FALSE(dialog->failure().contains(QStringLiteral("QPSQL")));
        EXPECT_EQ(window.catalogOriginText(), QStringLiteral("Local catalog"));
        EXPECT_TRUE(window.catalogSession()->isEditable());
        EXPECT_TRUE(Settings::catalogLocation().isEmpty());
        EXPECT_FALSE(settingsContain(typed));
        dialog->close();
    } else {
        ASSERT_TRUE(connected) << dialog->failure().toStdString();
        EXPECT_EQ(Settings::catalogLocation(), chosen);
        EXPECT_TRUE(window.catalogSession()->isTeam());
        EXPECT_TRUE(window.catalogOriginText().startsWith(QStringLiteral("Team catalog: ")));
        if (!QUrl(server).password().isEmpty()) {
            EXPECT_FALSE(settingsContain(QUrl(server).password()));
        }
        // Back to the local catalog: remembered too, and the team catalog stays offered next time.
        EXPECT_TRUE(window.switchCatalog(QString()).isEmpty());
        EXPECT_EQ(window.catalogOriginText(), QStringLiteral("Local catalog"));
        EXPECT_TRUE(Settings::catalogLocation().isEmpty());
        EXPECT_EQ(Settings::lastTeamCatalog(), chosen);
    }
    Settings::clear();
}

// ---------------------------------------------------------------------------------------------------------------
// Which catalog: the status bar and the report

TEST(CatalogOriginWording, StatusBarTextForLocalTeamAndOffline)
{
    LanguageGuard english(QStringLiteral("en"));
    CatalogOrigin origin;
    EXPECT_EQ(catalogOriginText(origin), QStringLiteral("Local catalog"));
    origin = {CatalogOrigin::Kind::Team, "prices", "db.example.com", {}};
    EXPECT_EQ(catalogOriginText(origin), QStringLiteral("Team catalog: prices on db.example.com"));
    origin = {CatalogOrigin::Kind::TeamSnapshot, "prices", "db.example.com", "2026-11-30T09:15:00Z"};
    EXPECT_EQ(catalogOriginText(origin), QStringLiteral("Team catalog offline — using the snapshot of 30 Nov 2026"));
    EXPECT_EQ(catalogOriginSentence(origin),
              QStringLiteral("Prices from the offline snapshot of the team catalog prices on db.example.com, taken 30 "
                             "Nov 2026: the server could not be reached, so later changes of the team are not "
                             "included."));
    {
        LanguageGuard turkish(QStringLiteral("tr"));
        const QString text = catalogOriginText(origin);
        EXPECT_TRUE(text.contains(QStringLiteral("2026"))) << text.toStdString();
        EXPECT_TRUE(text.contains(QLocale(QLocale::Turkish).monthName(11, QLocale::ShortFormat))) << text.toStdString();
    }
}

TEST(CatalogOriginWording, TheWindowsStatusBarSaysLocal)
{
    LanguageGuard english(QStringLiteral("en"));
    QTemporaryDir dir;
    MainWindow window(nullptr, dir.filePath(QStringLiteral("catalog.sqlite")));
    auto* label = window.statusBar()->findChild<QLabel*>(QStringLiteral("catalogOrigin"));
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->text(), QStringLiteral("Local catalog"));
    EXPECT_EQ(label->toolTip(), dir.filePath(QStringLiteral("catalog.sqlite"))); // where the edits go
}

TEST(CatalogOriginWording, TheReportSaysWhereItsPricesCameFrom)
{
    LanguageGuard english(QStringLiteral("en"));
    Report report;
    report.modelName = "Llama";
    report.date = "2026-12-02";
    report.catalogOrigin = CatalogOrigin{CatalogOrigin::Kind::Team, "prices", "db.example.com", {}};
    EXPECT_TRUE(ReportRenderer::html(report).contains(QStringLiteral("Prices from the team catalog prices on "
                                                                     "db.example.com.")));
    report.catalogOrigin = CatalogOrigin{};
    EXPECT_TRUE(
        ReportRenderer::html(report).contains(QStringLiteral("Prices from the local catalog of this computer.")));
    report.catalogOrigin.reset(); // a caller that does not know says nothing
    EXPECT_FALSE(ReportRenderer::html(report).contains(QStringLiteral("Prices from")));
}

// ---------------------------------------------------------------------------------------------------------------
// Conflicts: two people on one catalog (an SQLite file; the same store API a team catalog has)

namespace {

class ConflictTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        Language::apply(QStringLiteral("en"), false);
        ASSERT_TRUE(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        ASSERT_TRUE(m_session.open(m_path).isEmpty());
        ASSERT_TRUE(m_session.isEditable());
        m_other = std::make_unique<CatalogStore>(m_path);
        ASSERT_TRUE(m_other->open().ok());
        m_session.setConflictResolver([this](const RowConflict& conflict) {
            m_conflicts.push_back(conflict);
            return m_choice;
        });
        m_name = m_session.catalog()->gpus.front().name;
    }

    /// The other person's edit of the GPU: new notes and power.
    void theyEdit(const std::string& notes, int tdp)
    {
        auto theirsRead = m_other->currentGpu(m_name);
        ASSERT_TRUE(theirsRead.ok());
        Gpu theirs = *theirsRead;
        theirs.notes = notes;
        theirs.tdpW = tdp;
        ASSERT_TRUE(m_other->saveGpu(theirs).ok());
    }

    Gpu stored() const
    {
        auto row = m_other->currentGpu(m_name);
        EXPECT_TRUE(row.ok());
        return row ? *row : Gpu{};
    }

    QTemporaryDir m_dir;
    QString m_path;
    CatalogSession m_session;
    std::unique_ptr<CatalogStore> m_other;
    std::vector<RowConflict> m_conflicts;
    ConflictChoice m_choice = ConflictChoice::BackToEdit;
    std::string m_name;
};

} // namespace

TEST_F(ConflictTest, ASaveOverTheirEditShowsBothAndKeepMineSavesMine)
{
    const Gpu before = gpuNamed(m_session, m_name); // read by this user
    theyEdit("their note", 640);
    Gpu mine = before;
    mine.notes = "my note";
    m_choice = ConflictChoice::KeepMine;
    EXPECT_TRUE(m_session.saveGpu(before, mine).isEmpty());
    ASSERT_EQ(m_conflicts.size(), 1u);
    const RowConflict& conflict = m_conflicts.front();
    EXPECT_EQ(conflict.kind, RowConflict::Kind::BothEdited);
    EXPECT_EQ(conflict.rowName, QString::fromStdString(m_name));
    const RowConflict::Field* notes = conflictField(conflict, fieldLabel("notes"));
    ASSERT_NE(notes, nullptr);
    EXPECT_EQ(notes->mine, QStringLiteral("my note"));
    EXPECT_EQ(notes->theirs, QStringLiteral("their note"));
    EXPECT_TRUE(notes->differs);
    // Their power differs from what this user's form still holds; the name does not differ.
    const RowConflict::Field* power = conflictField(conflict, fieldLabel("tdp_w"));
    ASSERT_NE(power, nullptr);
    EXPECT_EQ(power->theirs, QStringLiteral("640"));
    EXPECT_TRUE(power->differs);
    EXPECT_FALSE(conflictField(conflict, fieldLabel("name"))->differs);
    EXPECT_EQ(conflict.differing(), 2);

    EXPECT_EQ(stored().notes, "my note"); // mine, whole: my form's power too
    EXPECT_EQ(stored().tdpW, before.tdpW);
    EXPECT_EQ(gpuNamed(m_session, m_name).notes, "my note");
}

// Issue 35: an undo writes a row back only when it is still as this user left it; a colleague's later edit stays,
// and the refusal is said (edit_conflict), as for a save.
TEST_F(ConflictTest, AnUndoDoesNotOverwriteTheirLaterEdit)
{
    const Gpu before = gpuNamed(m_session, m_name);
    Gpu mine = before;
    mine.notes = "my note";
    ASSERT_TRUE(m_session.saveGpu(before, mine).isEmpty());
    ASSERT_EQ(m_session.undoStack()->count(), 1);
    theyEdit("their later note", 640);
    QStringList failures;
    QObject::connect(&m_session, &CatalogSession::failed, [&](const QString& text) { failures << text; });
    m_session.undoStack()->undo();
    EXPECT_EQ(stored().notes, "their later note"); // not overwritten by the undo
    EXPECT_EQ(stored().tdpW, 640);
    ASSERT_EQ(failures.size(), 1);
    EXPECT_TRUE(failures.front().contains(QLatin1String("someone else changed"))) << failures.front().toStdString();

    // Without a later edit the undo and the redo go through, each over the version the other left.
    Gpu again = gpuNamed(m_session, m_name);
    Gpu second = again;
    second.notes = "my second note";
    ASSERT_TRUE(m_session.saveGpu(again, second).isEmpty());
    m_session.undoStack()->undo();
    EXPECT_EQ(stored().notes, "their later note");
    m_session.undoStack()->redo();
    EXPECT_EQ(stored().notes, "my second note");
    EXPECT_EQ(failures.size(), 1);
}

TEST_F(ConflictTest, TakeTheirsKeepsTheirsAndBackToEditWritesNothing)
{
    const Gpu before = gpuNamed(m_session, m_name);
    theyEdit("their note", 640);
    Gpu mine = before;
    mine.notes = "my note";

    m_choice = ConflictChoice::BackToEdit;
    const QString back = m_session.saveGpu(before, mine);
    EXPECT_TRUE(back.contains(QStringLiteral("Your values are still here"))) << back.toStdString();
    EXPECT_EQ(stored().notes, "their note");

    m_choice = ConflictChoice::TakeTheirs;
    EXPECT_TRUE(m_session.saveGpu(before, mine).isEmpty());
    EXPECT_EQ(m_conflicts.size(), 2u);
    EXPECT_EQ(stored().notes, "their note");
    EXPECT_EQ(stored().tdpW, 640);
    // The window shows theirs, and there is no step of this user's to undo.
    EXPECT_EQ(gpuNamed(m_session, m_name).notes, "their note");
    EXPECT_EQ(m_session.undoStack()->count(), 0);
}

TEST_F(ConflictTest, WithoutAResolverTheSaveIsRefusedInWords)
{
    m_session.setConflictResolver({});
    const Gpu before = gpuNamed(m_session, m_name);
    theyEdit("their note", 640);
    Gpu mine = before;
    mine.notes = "my note";
    const QString refused = m_session.saveGpu(before, mine);
    EXPECT_TRUE(refused.startsWith(QStringLiteral("Not saved: someone else changed"))) << refused.toStdString();
    EXPECT_EQ(stored().notes, "their note");
}

TEST_F(ConflictTest, DeletingARowTheyChangedAsksFirst)
{
    // An offer no other row depends on.
    const Offer before = m_session.catalog()->offers.front();
    {
        auto theirsRead = m_other->currentOffer(before.id);
        ASSERT_TRUE(theirsRead.ok());
        Offer theirs = *theirsRead;
        theirs.notes = "renegotiated";
        ASSERT_TRUE(m_other->saveOffer(theirs).ok());
    }
    m_choice = ConflictChoice::TakeTheirs;
    EXPECT_TRUE(m_session.removeOffer(before).isEmpty());
    ASSERT_EQ(m_conflicts.size(), 1u);
    EXPECT_EQ(m_conflicts.back().kind, RowConflict::Kind::MineDeleted);
    EXPECT_TRUE(conflictField(m_conflicts.back(), fieldLabel("notes"))->differs);
    EXPECT_TRUE(m_other->currentOffer(before.id).ok()); // kept

    m_choice = ConflictChoice::KeepMine;
    EXPECT_TRUE(m_session.removeOffer(before).isEmpty());
    EXPECT_EQ(m_conflicts.size(), 2u);
    EXPECT_EQ(m_other->currentOffer(before.id).error().code, ErrorCode::NotFound); // deleted anyway
}

TEST_F(ConflictTest, AnEditOfARowTheyDeletedCanBeAddedBack)
{
    const Offer before = m_session.catalog()->offers.front();
    ASSERT_TRUE(m_other->removeOffer(before.id).ok());
    Offer mine = before;
    mine.notes = "still available to us";

    m_choice = ConflictChoice::TakeTheirs;
    EXPECT_TRUE(m_session.saveOffer(before, mine).isEmpty());
    ASSERT_EQ(m_conflicts.size(), 1u);
    EXPECT_EQ(m_conflicts.back().kind, RowConflict::Kind::TheyDeleted);
    const auto gone = std::none_of(m_session.catalog()->offers.begin(), m_session.catalog()->offers.end(),
                                   [&](const Offer& o) { return offerKey(o) == offerKey(before); });
    EXPECT_TRUE(gone);

    m_choice = ConflictChoice::KeepMine;
    EXPECT_TRUE(m_session.saveOffer(before, mine).isEmpty());
    const auto& offers = m_session.catalog()->offers;
    const auto back =
        std::find_if(offers.begin(), offers.end(), [&](const Offer& o) { return offerKey(o) == offerKey(before); });
    ASSERT_NE(back, offers.end());
    EXPECT_EQ(back->notes, "still available to us");
}

TEST(ConflictDialog, ShowsBothValuesHighlightsTheDifferencesAndEachButtonSaysItsChoice)
{
    LanguageGuard english(QStringLiteral("en"));
    RowConflict conflict;
    conflict.rowName = QStringLiteral("H100 SXM");
    conflict.fields = {{QStringLiteral("Name"), QStringLiteral("H100 SXM"), QStringLiteral("H100 SXM"), false},
                       {QStringLiteral("Notes"), QStringLiteral("mine"), QStringLiteral("theirs"), true}};
    for (const auto& [button, choice] : std::vector<std::pair<int, ConflictChoice>>{
             {0, ConflictChoice::KeepMine}, {1, ConflictChoice::TakeTheirs}, {2, ConflictChoice::BackToEdit}}) {
        ConflictDialog dialog(conflict);
        QTableWidget* table = dialog.table();
        ASSERT_EQ(table->rowCount(), 2);
        EXPECT_EQ(table->item(1, 1)->text(), QStringLiteral("mine"));
        EXPECT_EQ(table->item(1, 2)->text(), QStringLiteral("theirs"));
        EXPECT_TRUE(table->item(1, 1)->font().bold());
        EXPECT_FALSE(table->item(0, 1)->font().bold());
        EXPECT_TRUE(dialog.summary().contains(QStringLiteral("highlighted: 1")));
        QPushButton* buttons[] = {dialog.keepMineButton(), dialog.takeTheirsButton(), dialog.backButton()};
        buttons[button]->click();
        EXPECT_EQ(dialog.choice(), choice);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Others' changes reach the window without losing an unsaved edit

TEST(CatalogRefresh, AnotherWritersChangeIsLoadedAndTheUnsavedEditAndSelectionStay)
{
    LanguageGuard english(QStringLiteral("en"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    MainWindow window(nullptr, path);
    CatalogSession* session = window.catalogSession();
    CatalogEditor* editor = window.showCatalogEditor();
    // The user selects the second GPU and starts editing its notes, without saving.
    editor->setCurrentTable(CatalogTable::Gpus);
    editor->selectRow(1);
    const std::string selected = editor->model(CatalogTable::Gpus)->keyOf(1);
    std::unique_ptr<CatalogRowDialog> form(editor->editDialog());
    ASSERT_NE(form, nullptr);
    auto* notes = qobject_cast<QLineEdit*>(form->editorFor("notes"));
    ASSERT_NE(notes, nullptr);
    notes->setText(QStringLiteral("typed, not saved"));
    // And changes the job's sequence length in the panel, unsaved too.
    JobInputs inputs = window.jobPanel()->inputs();
    inputs.job.setup.seqLen = 3072;
    window.jobPanel()->setInputs(inputs);

    // Someone else changes the first GPU's notes.
    CatalogStore other(path);
    ASSERT_TRUE(other.open().ok());
    const std::string first = session->catalog()->gpus.front().name;
    auto theirsRead = other.currentGpu(first);
    ASSERT_TRUE(theirsRead.ok());
    Gpu theirs = *theirsRead;
    theirs.notes = "changed by a colleague";
    ASSERT_TRUE(other.saveGpu(theirs).ok());

    EXPECT_TRUE(session->checkForChanges());
    EXPECT_FALSE(session->checkForChanges()); // once
    EXPECT_EQ(findGpu(*session->catalog(), first)->notes, "changed by a colleague");
    EXPECT_EQ(notes->text(), QStringLiteral("typed, not saved"));
    EXPECT_EQ(window.jobPanel()->inputs().job.setup.seqLen, 3072);
    const QModelIndexList rows = editor->view(CatalogTable::Gpus)->selectionModel()->selectedRows();
    ASSERT_EQ(rows.size(), 1);
    EXPECT_EQ(editor->model(CatalogTable::Gpus)->rowLabel(rows.front().row()), QString::fromStdString(selected));
}

TEST(CatalogRefresh, ThePollingTimerFindsTheChange)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    CatalogSession session;
    ASSERT_TRUE(session.open(path).isEmpty());
    EXPECT_FALSE(session.isListening()); // SQLite: no NOTIFY, polling
    EXPECT_EQ(session.pollIntervalMs(), CatalogSession::kPollMs);
    CatalogStore other(path);
    ASSERT_TRUE(other.open().ok());
    auto rowRead = other.currentGpu(session.catalog()->gpus.front().name);
    ASSERT_TRUE(rowRead.ok());
    Gpu row = *rowRead;
    row.notes = "polled";
    ASSERT_TRUE(other.saveGpu(row).ok());
    bool refreshed = false;
    QObject::connect(&session, &CatalogSession::refreshed, [&] { refreshed = true; });
    QEventLoop loop;
    QTimer::singleShot(CatalogSession::kPollMs * 2 + 500, &loop, &QEventLoop::quit);
    QObject::connect(&session, &CatalogSession::refreshed, &loop, &QEventLoop::quit);
    loop.exec();
    EXPECT_TRUE(refreshed);
}

// ---------------------------------------------------------------------------------------------------------------
// The real server (scripts/with-postgres.sh): two sessions on one team catalog

TEST(TeamCatalogServer, TwoSessionsConflictAndNotifyOnTheRealServer)
{
    const QString server = testServer();
    if (server.isEmpty())
        GTEST_SKIP() << "TUNEFIT_TEST_PG is not set (run through scripts/with-postgres.sh)";
    LanguageGuard english(QStringLiteral("en"));
    CatalogSession mine;
    ASSERT_TRUE(mine.open(server).isEmpty());
    EXPECT_TRUE(mine.isTeam());
    EXPECT_EQ(mine.origin().kind, CatalogOrigin::Kind::Team);
    EXPECT_TRUE(catalogOriginText(mine.origin()).startsWith(QStringLiteral("Team catalog: ")));
    CatalogSession theirs;
    ASSERT_TRUE(theirs.open(server).isEmpty());

    std::vector<RowConflict> conflicts;
    mine.setConflictResolver([&](const RowConflict& conflict) {
        conflicts.push_back(conflict);
        return ConflictChoice::KeepMine;
    });
    const Offer before = mine.catalog()->offers.front();
    Offer theirEdit = *std::find_if(theirs.catalog()->offers.begin(), theirs.catalog()->offers.end(),
                                    [&](const Offer& o) { return o.id == before.id; });
    const Offer theirBefore = theirEdit;
    theirEdit.notes = "their price";
    ASSERT_TRUE(theirs.saveOffer(theirBefore, theirEdit).isEmpty());

    // NOTIFY (or the stamp) tells the other session.
    bool refreshed = false;
    QObject::connect(&mine, &CatalogSession::refreshed, [&] { refreshed = true; });
    QEventLoop loop;
    QTimer::singleShot(mine.pollIntervalMs() + 1000, &loop, &QEventLoop::quit);
    QObject::connect(&mine, &CatalogSession::refreshed, &loop, &QEventLoop::quit);
    loop.exec();
    EXPECT_TRUE(refreshed);

    // A stale save is not lost and not silently applied: the conflict is shown, then mine goes in.
    Offer myEdit = before;
    myEdit.notes = "my price";
    EXPECT_TRUE(mine.saveOffer(before, myEdit).isEmpty());
    ASSERT_EQ(conflicts.size(), 1u);
    EXPECT_EQ(conflictField(conflicts.front(), fieldLabel("notes"))->theirs, QStringLiteral("their price"));
    EXPECT_TRUE(theirs.checkForChanges());
    const auto& offers = theirs.catalog()->offers;
    EXPECT_EQ(std::find_if(offers.begin(), offers.end(), [&](const Offer& o) { return o.id == before.id; })->notes,
              "my price");
}

// ---------------------------------------------------------------------------------------------------------------
// A look at the dialogs and the status bar in every language (TUNEFIT_SCREENSHOTS=<dir>; not an assertion).

TEST_F(Screenshot, TeamCatalog)
{
    QTemporaryDir data;
    const QString path = data.filePath(QStringLiteral("catalog.sqlite"));
    for (const auto& entry : Language::available()) {
        LanguageGuard language(entry.code);
        const auto save = [&](QWidget& widget, const QString& name) {
            widget.show();
            QApplication::processEvents();
            EXPECT_TRUE(
                widget.grab().save(QStringLiteral("%1/%2-%3.png").arg(QString::fromLocal8Bit(dir), name, entry.code)));
        };
        TeamCatalogDialog dialog(QStringLiteral("postgresql://alice@db.example.com:5432/gpu_prices"), {});
        dialog.portEdit()->setText(QStringLiteral("99999"));
        dialog.validate();
        save(dialog, QStringLiteral("team-catalog-dialog"));

        // A real conflict on the first GPU: power and notes changed by a colleague, notes by this user.
        CatalogSession session;
        ASSERT_TRUE(session.open(path).isEmpty());
        CatalogStore other(path);
        ASSERT_TRUE(other.open().ok());
        const Gpu before = session.catalog()->gpus.front();
        auto theirsRead = other.currentGpu(before.name);
        ASSERT_TRUE(theirsRead.ok());
        Gpu theirs = *theirsRead;
        theirs.notes = "Reserved price agreed for Q1";
        theirs.tdpW += 50;
        ASSERT_TRUE(other.saveGpu(theirs).ok());
        std::optional<RowConflict> shown;
        session.setConflictResolver([&](const RowConflict& conflict) {
            shown = conflict;
            return ConflictChoice::BackToEdit;
        });
        Gpu mine = before;
        mine.notes = "Our own cluster";
        session.saveGpu(before, mine);
        ASSERT_TRUE(shown.has_value());
        ConflictDialog conflict(*shown);
        save(conflict, QStringLiteral("conflict-dialog"));

        // The report's line about its prices, from an offline snapshot (pdftoppm -png to look at it).
        QFile job(QStringLiteral(TUNEFIT_SOURCE_DIR "/examples/llama-3.1-8b-qlora.tunefit.json"));
        ASSERT_TRUE(job.open(QIODevice::ReadOnly));
        const QByteArray bytes = job.readAll();
        const auto document = readJobFile(std::string_view(bytes.constData(), size_t(bytes.size())));
        ASSERT_TRUE(document.ok());
        ReportOptions options;
        options.today = "2026-12-02";
        options.appVersion = "0.1.0";
        Report report = buildReport(*document, bundledCatalog(), options);
        report.catalogOrigin =
            CatalogOrigin{CatalogOrigin::Kind::TeamSnapshot, "gpu_prices", "db.example.com", "2026-11-30T17:40:00Z"};
        EXPECT_TRUE(ReportRenderer::writePdf(
            report, QStringLiteral("%1/report-team-snapshot-%2.pdf").arg(QString::fromLocal8Bit(dir), entry.code)));

        MainWindow window(nullptr, path);
        window.resize(1400, 900);
        window.show();
        QApplication::processEvents();
        EXPECT_TRUE(window.statusBar()->grab().save(
            QStringLiteral("%1/status-bar-local-%2.png").arg(QString::fromLocal8Bit(dir), entry.code)));
    }
}

namespace {

/// Runs scripts/with-postgres.sh's "stop" or "start" on the test server.
bool serverControl(const char* what)
{
    const QString ctl = qEnvironmentVariable("TUNEFIT_TEST_PG_CTL");
    return QProcess::execute(QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"), ctl + QLatin1Char(' ') + QLatin1String(what)}) == 0;
}

} // namespace

// The offline check, in the window: the server stops, the status bar says the snapshot is used and team
// edits are refused in words; it starts again, and the window reconnects.
/// Serves the event loop until the session's reconnect probe has returned (it waits at most kProbeTimeoutMs).
static void waitForReconnect(CatalogSession& session)
{
    QDeadlineTimer deadline(CatalogSession::kProbeTimeoutMs * 3);
    while (session.isReconnecting() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    ASSERT_FALSE(session.isReconnecting());
}

TEST(TeamCatalogServer, OfflineTheSnapshotIsSaidAndEditsWaitThenItReconnects)
{
    const QString server = qEnvironmentVariable("TUNEFIT_TEST_PG_EDITOR");
    if (server.isEmpty() || qEnvironmentVariableIsEmpty("TUNEFIT_TEST_PG_CTL"))
        GTEST_SKIP() << "TUNEFIT_TEST_PG_EDITOR/_CTL are not set (run through scripts/with-postgres.sh)";
    LanguageGuard english(QStringLiteral("en"));
    {
        // The owner creates the catalog's tables; the editor's role may change rows but not create tables.
        auto owner = parseCatalogLocation(testServer());
        ASSERT_TRUE(owner.ok());
        CatalogStore store(*owner);
        ASSERT_TRUE(store.open().ok());
    }
    MainWindow window(nullptr, server);
    CatalogSession* session = window.catalogSession();
    ASSERT_EQ(session->origin().kind, CatalogOrigin::Kind::Team);
    auto* label = window.statusBar()->findChild<QLabel*>(QStringLiteral("catalogOrigin"));
    EXPECT_EQ(label->text(), QStringLiteral("Team catalog: tunefit on 127.0.0.1"));

    struct Restart
    {
        ~Restart() { serverControl("start"); }
    } restart;
    ASSERT_TRUE(serverControl("stop"));
    session->checkForChanges(); // the poll finds the server gone
    ASSERT_EQ(session->origin().kind, CatalogOrigin::Kind::TeamSnapshot);
    EXPECT_EQ(label->text(),
              QStringLiteral("Team catalog offline — using the snapshot of %1").arg(formatDate(QDate::currentDate())));
    EXPECT_FALSE(session->catalog()->offers.empty()); // plans still have their prices
    const Gpu before = session->catalog()->gpus.front();
    Gpu mine = before;
    mine.notes = "offline edit";
    EXPECT_EQ(session->saveGpu(before, mine), teamOfflineRefusal());
    CatalogEditor* editor = window.showCatalogEditor();
    EXPECT_FALSE(editor->addDialog());
    EXPECT_EQ(session->readOnlyReason(), teamOfflineRefusal());

    // Issue 35: the reconnect probes the server off the UI thread; the window stays on the snapshot meanwhile.
    session->checkForChanges();
    EXPECT_TRUE(session->isReconnecting());
    waitForReconnect(*session);
    EXPECT_NE(session->origin().kind, CatalogOrigin::Kind::Team);

    ASSERT_TRUE(serverControl("start"));
    session->checkForChanges();
    EXPECT_TRUE(session->isReconnecting());
    waitForReconnect(*session);
    EXPECT_EQ(session->origin().kind, CatalogOrigin::Kind::Team);
    EXPECT_EQ(label->text(), QStringLiteral("Team catalog: tunefit on 127.0.0.1"));
    EXPECT_TRUE(session->isEditable());
}

// A read-only role plans with the team catalog, and the refusal is words, never SQL.
TEST(TeamCatalogServer, AReadOnlyRoleIsToldInWords)
{
    const QString reader = qEnvironmentVariable("TUNEFIT_TEST_PG_READER");
    const QString owner = testServer();
    if (reader.isEmpty() || owner.isEmpty())
        GTEST_SKIP() << "TUNEFIT_TEST_PG_READER is not set (run through scripts/with-postgres.sh)";
    LanguageGuard english(QStringLiteral("en"));
    {
        CatalogSession first; // the owner creates the tables
        ASSERT_TRUE(first.open(owner).isEmpty());
    }
    CatalogSession session;
    ASSERT_TRUE(session.open(reader).isEmpty());
    EXPECT_FALSE(session.catalog()->offers.empty());
    EXPECT_FALSE(session.isEditable());
    EXPECT_EQ(session.readOnlyReason(), QStringLiteral("Your database role may read this team catalog but not "
                                                       "change it. Ask the catalog's owner for write access."));
    const Gpu before = session.catalog()->gpus.front();
    Gpu mine = before;
    mine.notes = "not allowed";
    const QString refused = session.saveGpu(before, mine);
    EXPECT_TRUE(refused.contains(QStringLiteral("database role"))) << refused.toStdString();
    EXPECT_FALSE(refused.contains(QStringLiteral("42501")));
    EXPECT_FALSE(refused.contains(QStringLiteral("ERROR")));
}
