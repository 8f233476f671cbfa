// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/import/ConfigExport.h"
#include "core/import/ImportedJob.h"
#include "core/report/JobFile.h"
#include "core/report/Report.h"
#include "ui/job/JobInputs.h"

#include "core/import/DiffusionImport.h"

#include <QMainWindow>

#include <optional>

#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QUndoStack;
class QUndoGroup;
class QComboBox;
class QStackedWidget;

namespace tunefit {
struct Evaluation;
}

namespace tunefit::present {
class JobSession;
class DiffusionSession;
} // namespace tunefit::present

namespace tunefit::ui {

class PriceUpdateDialog;
class TeamCatalogDialog;
class RunsDialog;

class BreakdownPane;
class DiffusionWorkspace;
class GlossaryDialog;
class CatalogEditor;
class CatalogSession;
class FitOverviewModel;
class JobHistory;
class JobPanel;
class OffersView;
class WhatIfChart;

/// The job panel on the left, the estimate, what-if chart and fit overview on the right. Wires signals; computes
/// nothing itself.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    /// `catalogLocation` = the catalog to open for this run (an SQLite file or a postgresql:// team catalog); empty =
    /// the one chosen last in Catalog > Team catalog… (Settings::catalogLocation), by default the user's own local
    /// catalog (CatalogStore::defaultPath()).
    explicit MainWindow(QWidget* parent = nullptr, const QString& catalogLocation = QString());
    ~MainWindow() override;

    JobPanel* jobPanel() const { return m_jobPanel; }
    BreakdownPane* breakdownPane() const { return m_breakdown; }
    WhatIfChart* whatIfChart() const { return m_whatIf; }
    FitOverviewModel* fitOverviewModel() const { return m_fitModel; }
    OffersView* offersView() const { return m_offers; }
    QTabWidget* tabs() const { return m_tabs; }
    /// "Stale: …" above the tabs while a value the job form marks keeps them at the last valid job's results.
    QLabel* staleBanner() const { return m_staleBanner; }
    QMenu* fileMenu() const { return m_fileMenu; }
    QMenu* languageMenu() const { return m_languageMenu; }
    CatalogSession* catalogSession() const { return m_catalog; }
    /// Opens the catalog editor (one, non-modal) and returns it.
    CatalogEditor* showCatalogEditor();
    /// Catalog > Update prices…: opens the dialog, idle until the user presses Download and preview; modal unless
    /// `modal` is false (tests and screenshots).
    PriceUpdateDialog* showPriceUpdate(bool modal = true);

    /// Help > Glossary…: the terms with one sentence each (one dialog, non-modal), shown and returned.
    GlossaryDialog* showGlossary();

    /// Catalog > Team catalog…: the dialog, open (window-modal unless `modal` is false: tests and screenshots).
    TeamCatalogDialog* showTeamCatalog(bool modal = true);
    /// Catalog > Your runs… (issue 33): the runs and calibrations (one dialog, non-modal), shown and returned.
    RunsDialog* showRuns();
    /// Opens another catalog (`location` empty = the local one) and, when it opened, remembers the choice without its
    /// password; `password` is kept for this session only. Returns the translated reason it failed, else empty.
    QString switchCatalog(const QString& location, const QString& password = QString());
    /// The status bar's "which catalog" text.
    QString catalogOriginText() const;

    /// Imports a config.json and selects it; shows a message box on failure.
    bool openConfig(const QString& path);
    /// Opens a file by what it holds, as a drop onto the window and `tunefit FILE` do: a job file as the job, a
    /// training config (a language model's, or an image or video trainer's) through the import preview, a training
    /// log in the runs, anything else as a model's config.json.
    void openFile(const QString& path);

    /// Reads a training config of another stack and opens its preview (ImportConfigDialog, window-modal); Apply puts
    /// the job into the panel in one step. A file that cannot be read shows a message box naming file, line and key;
    /// when a file the config names is not in the config's folder, the box offers to choose the folder the training
    /// runs from (a repository root) and imports again with it as the root (core/import/IncludePath.h).
    bool importConfig(const QString& path);
    /// The same without the message box (for tests): an empty string when the preview is open, else the translated
    /// reason; nothing is applied either way until the preview's Apply. Files the config names are read from its
    /// folder up to `root` (empty: its own folder).
    QString importConfigFile(const QString& path, const QString& root = {});
    /// Puts an imported job into the panel, keeping the dataset, epochs and limits the files do not set.
    /// One undoable step named after `fileName`; the status bar then says what changed.
    void applyImported(const ImportedJob& imported, const QString& fileName = QString());
    /// Writes the current job as a config of `stack` for the plan's best offer (its GPU count, sharding and offload,
    /// with its figures in the header), or for the job's own layout on the selected GPU when no offer runs it; an
    /// empty string means success, else the translated reason.
    QString exportConfigFile(const QString& path, Stack stack);
    /// The same for the Offers tab's plan option `planIndex` (into the evaluation's plan options).
    QString exportOfferConfigFile(const QString& path, Stack stack, int planIndex);

    /// Opens a job file (*.tunefit.json): asks about unsaved changes first, shows a message box on failure.
    bool openJob(const QString& path);
    /// Saves to the current file, or asks for one; false if cancelled or failed (with a message box).
    bool save();
    bool saveAs();

    /// Without dialogs (for tests and the above): reads a job file into the panel; on failure returns the translated
    /// reason and changes nothing. An empty string means success.
    QString loadJob(const QString& path);
    /// Writes the current job; an empty string means success, else the translated reason.
    QString saveJob(const QString& path);
    /// The job the window shows, as the job file would store it.
    JobDocument currentDocument() const;
    /// The report File > Export report writes: the window's evaluation, the job's chosen offers (the last Compare).
    Report currentReport() const;
    QString currentFile() const { return m_filePath; }
    QStringList recentFiles() const;
    /// The job being edited and its one evaluation, which every tab shows.
    present::JobSession* session() const { return m_session; }
    /// Applies the advised setting of the selected GPU (the Memory tab's "Make it fit on …") as one undoable step;
    /// false when the job fits as set or nothing fits.
    bool makeItFit();
    /// Makes the setting a plan option runs (its GPU, layout and knobs) the job's: one undoable step. False when the
    /// option does not run.
    bool applyOfferSetting(int planIndex);
    /// Edit > Undo/Redo: every change of the job since it was opened (JobHistory).
    QUndoStack* jobUndoStack() const;
    /// The task the window shows (issue 34): 0 a language model (the job panel and its tabs), 1 image generation,
    /// 2 video generation (the image and video workspace). Undo and Redo follow the task's own steps.
    QComboBox* taskSelector() const { return m_task; }
    void setTask(int index);
    present::DiffusionSession* diffusionSession() const { return m_diffusion; }
    DiffusionWorkspace* diffusionWorkspace() const { return m_diffusionWorkspace; }
    /// Reads an image or video trainer's config into the image or video job (one undoable step, the task shown):
    /// an empty string on success, the reason where it is such a config but cannot be read; nullopt where the file is
    /// no such config (the language-model import then reads it).
    std::optional<QString> importDiffusionConfig(const QString& path);
    /// The image or video PDF report; an empty string means success, else the reason.
    QString exportDiffusionReport(const QString& path);
    /// File > Export results on the image and video tasks: the evaluation as `tunefit diffusion --plan --json` writes
    /// it (core/report/DiffusionResultsJson.h), every priced offer that fits; an empty string means success.
    QString exportDiffusionResults(const QString& path);
    /// File > Export training config on the image and video tasks: the job as set, as `stack`'s config (musubi-tuner's
    /// dataset.toml beside it); an empty string means success, else the translated reason (a setting the stack cannot
    /// express).
    QString exportDiffusionConfigFile(const QString& path, DiffusionStack stack);
    /// File > New job: the job a fresh window shows, as one undoable step, untitled; asks to save unsaved changes
    /// first. False when the user cancelled.
    bool newJob();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // Construction, one part each (MainWindow.cpp, MainWindowMenus.cpp, MainWindowEdit.cpp, MainWindowTask.cpp).
    /// The task selector above the pages of the language-model job and the image and video workspace.
    QWidget* createTaskArea();
    /// Shows the task's page, points Edit's Undo/Redo at its steps, and gives the image and video session a job of
    /// the task (one undoable step) when it holds the other kind.
    void switchTask(int index);
    /// The selector follows the image or video job (an undone task change).
    void followDiffusionTask();
    bool diffusionTaskShown() const;
    QWidget* createFormArea();
    QWidget* createResultsArea();
    void createStatusBar();
    void connectParts();
    void createMenus();
    void createFileMenu();
    /// File > New, Open, Open Recent, the Hugging Face config and the training config import.
    void addFileOpenActions();
    void createEditMenu();
    void createCatalogMenu();
    void createLanguageMenu();
    void createHelpMenu();
    void showAbout();
    /// "Undo Change sequence length to 4,096": the Edit menu names the step it undoes and redoes.
    void showUndoRedoText();
    /// Re-applies every text of the window itself (menus, tabs, status bar) in the current language.
    void retranslateUi();
    /// The panel changed: the session evaluates the job once.
    void recompute();
    /// The session has a new evaluation: every view shows it.
    void showResults();
    void showParameterCounts();
    /// The catalog changed (an edit, import or reset): every view follows.
    void applyCatalog();
    /// The status bar's price age and the update reminder.
    void showPriceAge();
    /// The status bar's "which catalog": local, team, or the team's offline snapshot.
    void showCatalogOrigin();
    void restoreState();
    void saveState() const;
    /// Save/Discard/Cancel when the job has unsaved changes; true to go on.
    bool maybeSave();
    void updateModified();
    void updateTitle();
    void setCurrentFile(const QString& path, const JobDocument& saved);
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void exportReport();
    void exportResults();
    /// Asks for a file and a stack; `planIndex` -1 = the best offer (exportConfigFile), else that offer.
    void exportConfig(int planIndex = -1);
    /// Asks for a file and an image or video trainer (ai-toolkit, kohya, musubi-tuner, SimpleTuner).
    void exportDiffusionTrainingConfig();
    /// The save dialog of a training config: the file chosen (empty when cancelled) and, in `index`, which of the
    /// `filters` (one per stack) was chosen.
    QString askConfigExportPath(const QStringList& filters, qsizetype* index);
    QString writeConfigFiles(const QString& path, Stack stack, const PlannedExport& planned);
    /// The translated reason a job file could not be opened.

    JobPanel* m_jobPanel = nullptr;
    BreakdownPane* m_breakdown = nullptr;
    WhatIfChart* m_whatIf = nullptr;
    FitOverviewModel* m_fitModel = nullptr;
    OffersView* m_offers = nullptr;
    QSortFilterProxyModel* m_fitProxy = nullptr;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_staleBanner = nullptr;
    /// The last evaluation without an error: the tabs keep showing it while the form marks a refused value.
    std::shared_ptr<const Evaluation> m_lastValid;
    QSplitter* m_splitter = nullptr;
    QComboBox* m_task = nullptr;
    QLabel* m_taskLabel = nullptr;
    QStackedWidget* m_pages = nullptr;
    present::DiffusionSession* m_diffusion = nullptr;
    DiffusionWorkspace* m_diffusionWorkspace = nullptr;
    QUndoGroup* m_undoGroup = nullptr;
    QLabel* m_params = nullptr;
    QLabel* m_pricesAsOf = nullptr;
    QLabel* m_catalogOrigin = nullptr;
    QAction* m_teamCatalogAction = nullptr;
    QAction* m_modelLibraryAction = nullptr;     ///< Catalog > Model library… (issue 28)
    QAction* m_runsAction = nullptr;             ///< Catalog > Your runs… (issue 33)
    QAction* m_useCalibrationsAction = nullptr;  ///< Catalog > Use calibrations from your runs (issue 33)
    QPushButton* m_updatePricesButton = nullptr; ///< shown when the prices are older than the user's reminder
    QAction* m_updatePricesAction = nullptr;
    present::JobSession* m_session = nullptr;
    bool m_applyingCatalog = false; ///< the panel follows a new catalog: the session evaluates once, after it
    QMenu* m_fileMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QMenu* m_catalogMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    JobHistory* m_history = nullptr;
    JobInputs m_defaultInputs; ///< the job a fresh window shows (File > New job)
    QAction* m_newJobAction = nullptr;
    QAction* m_editCatalogAction = nullptr;
    CatalogSession* m_catalog = nullptr;
    CatalogEditor* m_catalogEditor = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_openJobAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportReportAction = nullptr;
    QAction* m_exportResultsAction = nullptr;
    QAction* m_importConfigAction = nullptr;
    QAction* m_exportConfigAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_filePath;     ///< the job file shown; empty = untitled
    JobDocument m_document; ///< the last opened or saved job: keeps what the panel does not show
    JobDocument m_saved;    ///< what the file holds, for the unsaved-change marker
    QAction* m_quitAction = nullptr;
    QAction* m_glossaryAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QActionGroup* m_languages = nullptr;
    bool m_importIncludeMissing = false; ///< the last import failed on a file its config names (importConfig)
};

} // namespace tunefit::ui
