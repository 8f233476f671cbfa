// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/PriceUpdateDialog.h"
#include "ui/common/ScreenFit.h"

#include "present/ErrorWording.h"
#include "present/PriceFetcher.h"
#include "present/PriceWording.h"
#include "present/Settings.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/catalog/PriceUpdateModel.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

using namespace tunefit::present;

namespace tunefit::ui {

PriceUpdateDialog::PriceUpdateDialog(CatalogSession* session, QWidget* parent)
    : QDialog(parent), m_session(session), m_fetcher(new PriceFetcher(this))
{
    setWindowTitle(tr("Update prices"));
    QLabel* intro = createIntro();
    createSourceList(session);
    QHBoxLayout* progressRow = createProgressRow();
    createPreview();
    QFormLayout* reminderRow = createReminderRow();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_writeButton = m_buttons->addButton(tr("Write the update"), QDialogButtonBox::AcceptRole);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_sourceList);
    layout->addWidget(m_download, 0, Qt::AlignLeft);
    layout->addLayout(progressRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addLayout(reminderRow);
    layout->addWidget(m_buttons);
    resizeToScreen(this, QSize(1000, 680));
    connectControls();
    updateButtons();
}

QLabel* PriceUpdateDialog::createIntro()
{
    // Opening the dialog is not a request to go online (issue 29): nothing is downloaded before the button.
    auto* intro = new QLabel(tr("Tick the price lists to download, then press Download and preview: only then does "
                                "Tunefit go online. It shows what would change and writes nothing until you confirm. "
                                "Prices you edited or added are kept unless you take the source's value row by row."),
                             this);
    intro->setWordWrap(true);
    return intro;
}

/// The session's price sources, all ticked, and the button that downloads them.
void PriceUpdateDialog::createSourceList(CatalogSession* session)
{
    m_sourceList = new QListWidget(this);
    m_sourceList->setObjectName(QStringLiteral("priceSources"));
    m_sourceList->setMaximumHeight(140);
    if (const auto sources = session->priceSources())
        m_sources = *sources;
    for (const PriceSource& source : m_sources) {
        auto* item =
            new QListWidgetItem(tr("%1 — %2 (%3)")
                                    .arg(QString::fromStdString(source.name), QString::fromStdString(source.provider),
                                         QString::fromStdString(source.url)),
                                m_sourceList);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        item->setData(Qt::UserRole, QString::fromStdString(source.name));
    }
    m_download = new QPushButton(tr("Download and preview"), this);
    m_download->setObjectName(QStringLiteral("downloadPrices"));
    m_download->setDefault(true);
}

QHBoxLayout* PriceUpdateDialog::createProgressRow()
{
    m_progress = new QProgressBar(this);
    m_progress->setTextVisible(true);
    m_cancel = new QPushButton(tr("Cancel download"), this);
    m_cancel->setObjectName(QStringLiteral("cancelDownload"));
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    return progressRow;
}

/// What the download would change: the summary and the table of changes.
void PriceUpdateDialog::createPreview()
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("priceUpdateSummary"));
    m_summary->setWordWrap(true);
    m_preview = new PriceUpdateModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_preview);
    // Taking a doubtful price anyway changes what the summary says is held back.
    connect(m_preview, &QAbstractItemModel::dataChanged, this, [this] { m_summary->setText(summaryText()); });
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
}

QFormLayout* PriceUpdateDialog::createReminderRow()
{
    m_reminder = new QSpinBox(this);
    m_reminder->setRange(0, 3650);
    m_reminder->setSpecialValueText(tr("never"));
    m_reminder->setSuffix(tr(" days"));
    m_reminder->setValue(Settings::priceReminderDays());
    auto* reminderRow = new QFormLayout;
    reminderRow->addRow(tr("Offer an update when the newest price is older than:"), m_reminder);
    return reminderRow;
}

void PriceUpdateDialog::connectControls()
{
    connect(m_download, &QPushButton::clicked, this, &PriceUpdateDialog::startDownload);
    connect(m_cancel, &QPushButton::clicked, this, &PriceUpdateDialog::cancelDownload);
    connect(m_fetcher, &PriceFetcher::progress, this, [this](qint64 received, qint64 total) {
        m_progress->setRange(0, total > 0 ? 1000 : 0);
        if (total > 0)
            m_progress->setValue(int(1000 * received / total));
    });
    connect(m_fetcher, &PriceFetcher::finished, this, &PriceUpdateDialog::fetched);
    connect(m_reminder, &QSpinBox::valueChanged, this, [](int days) { Settings::setPriceReminderDays(days); });
    connect(m_sourceList, &QListWidget::itemChanged, this, &PriceUpdateDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PriceUpdateDialog::writeUpdate);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

PriceUpdateDialog::~PriceUpdateDialog()
{
    m_queue.clear();
    m_fetcher->disconnect(this);
}

void PriceUpdateDialog::chooseSources(const QStringList& names)
{
    for (int i = 0; i < m_sourceList->count(); ++i) {
        QListWidgetItem* item = m_sourceList->item(i);
        item->setCheckState(names.isEmpty() || names.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                                   : Qt::Unchecked);
    }
}

void PriceUpdateDialog::startDownload()
{
    if (m_busy)
        return;
    m_queue.clear();
    for (int i = 0; i < m_sourceList->count(); ++i) {
        if (m_sourceList->item(i)->checkState() == Qt::Checked)
            m_queue.push_back(m_sources[size_t(i)]);
    }
    m_total = int(m_queue.size());
    m_plan = {};
    m_failures.clear();
    m_unreachable = 0;
    m_preview->clear();
    m_summary->clear();
    m_done = false;
    m_busy = !m_queue.empty();
    updateButtons();
    next();
}

void PriceUpdateDialog::next()
{
    if (m_queue.empty()) {
        finish();
        return;
    }
    const PriceSource& source = m_queue.front();
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("Downloading %1 (%2 of %3)…")
                              .arg(QString::fromStdString(source.name))
                              .arg(m_total - int(m_queue.size()) + 1)
                              .arg(m_total));
    m_fetcher->start(source);
}

void PriceUpdateDialog::fetched()
{
    if (m_queue.empty() || !m_busy)
        return;
    const PriceSource source = m_queue.front();
    m_queue.pop_front();
    const auto& result = m_fetcher->result();
    if (!result) {
        if (result.error().code == ErrorCode::DownloadCancelled) {
            m_queue.clear();
            m_busy = false;
            m_summary->setText(tr("Download cancelled; nothing was changed."));
            updateButtons();
            return;
        }
        m_failures << tr("%1: %2").arg(QString::fromStdString(source.name), errorSentence(result.error()));
        if (m_fetcher->unreachable())
            ++m_unreachable;
    } else if (auto planned = planPriceUpdate(*m_session->catalog(), source, result->text, result->file); !planned) {
        m_failures << tr("%1: %2").arg(QString::fromStdString(source.name), errorSentence(planned.error()));
    } else {
        m_plan.append(std::move(planned.value()));
    }
    next();
}

void PriceUpdateDialog::finish()
{
    m_busy = false;
    m_done = true;
    m_preview->setPlan(m_plan);
    m_summary->setText(summaryText());
    updateButtons();
}

void PriceUpdateDialog::cancelDownload()
{
    m_fetcher->cancel();
}

void PriceUpdateDialog::reject()
{
    // Closing the dialog (Close, Escape, the title bar) stops a download under way as well.
    cancelDownload();
    QDialog::reject();
}

bool PriceUpdateDialog::offline() const
{
    return m_done && m_total > 0 && m_unreachable == m_total;
}

QString PriceUpdateDialog::summaryText() const
{
    if (!m_done)
        return {};
    // No source answered: one message on the cause and what to do, not a failure per source under an empty count.
    if (offline())
        return tr("No price list could be downloaded: none of the chosen sources answered. Check the internet "
                  "connection or the proxy settings and press Download and preview again, or enter prices by hand "
                  "in Catalog ▸ Edit GPUs, providers and prices.");
    const PriceUpdatePlan& plan = m_preview->plan();
    const QLocale locale;
    QString text =
        tr("%1 new, %2 removed, %3 price up, %4 price down, %5 unchanged, %6 where your price differs "
           "from the source; %7 source lines not read.")
            .arg(locale.toString(plan.count(PriceChange::New)), locale.toString(plan.count(PriceChange::Removed)),
                 locale.toString(plan.count(PriceChange::PriceUp)), locale.toString(plan.count(PriceChange::PriceDown)),
                 locale.toString(plan.count(PriceChange::Unchanged)),
                 locale.toString(plan.count(PriceChange::Conflict)), locale.toString(qsizetype(plan.rejected.size())));
    if (const int held = plan.heldBack(); held > 0)
        text += QLatin1Char(' ') + tr("%Ln offers with a doubtful price (marked) are held back: their old rows stay "
                                      "unless you tick Take it anyway.",
                                      nullptr, held);
    if (!m_failures.isEmpty())
        text += QLatin1Char('\n') +
                tr("Nothing can be written while a chosen source could not be read; uncheck it and download again:") +
                QLatin1Char('\n') + m_failures.join(QLatin1Char('\n'));
    else
        text += QLatin1Char(' ') + tr("Nothing is written until you press Write the update; then all of it at once.");
    return text;
}

void PriceUpdateDialog::updateButtons()
{
    m_progress->setVisible(m_busy);
    m_cancel->setVisible(m_busy);
    bool anyChecked = false;
    for (int i = 0; i < m_sourceList->count(); ++i)
        anyChecked = anyChecked || m_sourceList->item(i)->checkState() == Qt::Checked;
    m_download->setEnabled(!m_busy && anyChecked && m_session->isEditable());
    m_writeButton->setEnabled(!m_busy && m_done && m_failures.isEmpty() && !m_preview->plan().rows.empty() &&
                              m_session->isEditable());
}

bool PriceUpdateDialog::waitForPreview(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (m_busy && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(2);
    }
    return m_done;
}

bool PriceUpdateDialog::writeUpdate()
{
    if (!m_done || !m_failures.isEmpty())
        return false;
    int written = 0;
    const QString failure = m_session->applyPriceUpdate(m_preview->plan(), &written);
    if (!failure.isEmpty()) {
        m_summary->setText(tr("Nothing was written: %1").arg(failure));
        return false;
    }
    accept();
    return true;
}

} // namespace tunefit::ui
