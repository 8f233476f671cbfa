// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog > Update prices…: download from a loopback server, the grouped preview, taking the source's value, and
// nothing written before the confirmation or after a failed source; the dialog opens idle, Cancel stops, and
// offline is said once.
#include "ui/catalog/PriceUpdateDialog.h"
#include "LocalHttpServer.h"
#include "core/catalog/CatalogStore.h"
#include "present/Language.h"
#include "present/PriceFetcher.h"
#include "tests/ui/ScreenshotFixture.h"
#include "ui/catalog/CatalogSession.h"
#include "ui/catalog/PriceUpdateModel.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QTcpServer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;
using tunefit::test::LocalHttpServer;

namespace {

QByteArray fixture(const char* name)
{
    QFile file(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll();
}

/// A catalog file with the fixture's source (and one that answers 404) added, and the user's own price on one
/// Lambda offer the fixture reprices.
QString preparedCatalog(const QTemporaryDir& dir, const LocalHttpServer& server)
{
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    CatalogStore store(path);
    EXPECT_TRUE(store.open().ok());
    EXPECT_TRUE(store
                    .savePriceSource({"fixture", server.url("/v9/lambda/vms.csv").toStdString(),
                                      PriceSourceFormat::SkyPilot, "v9", "Lambda"})
                    .ok());
    EXPECT_TRUE(store
                    .savePriceSource({"missing", server.url("/v9/none/vms.csv").toStdString(),
                                      PriceSourceFormat::SkyPilot, "v9", "Lambda"})
                    .ok());
    Catalog catalog = *store.load();
    for (Offer& offer : catalog.offers) {
        if (offer.provider == "Lambda" && offer.instanceType == "gpu_1x_h100_sxm5") {
            offer.onDemandUsdPerHour = 3.50;
            EXPECT_TRUE(store.saveOffer(offer).ok());
        }
    }
    return path;
}

const Offer* lambdaOffer(const Catalog& catalog, std::string_view instanceType)
{
    for (const Offer& offer : catalog.offers) {
        if (offer.provider == "Lambda" && offer.soldVia == "direct" && offer.instanceType == instanceType)
            return &offer;
    }
    return nullptr;
}

} // namespace

TEST(PriceUpdateDialog, PreviewsGroupedAndWritesOnlyWhenConfirmed)
{
    LocalHttpServer server;
    server.serve("/v9/lambda/vms.csv", {200, fixture("skypilot-lambda-update.csv"), "\"e1\"", 0, {}, false});
    QTemporaryDir dir;
    CatalogSession session;
    ASSERT_TRUE(session.open(preparedCatalog(dir, server)).isEmpty());
    const auto before = session.catalog();

    PriceUpdateDialog dialog(&session);
    dialog.chooseSources({QStringLiteral("fixture")});
    dialog.startDownload();
    ASSERT_TRUE(dialog.waitForPreview());
    PriceUpdateModel* model = dialog.previewModel();
    // 19 offers of the file and the one it dropped; grouped: new, removed, up, up, down... the user's price, unchanged.
    ASSERT_EQ(model->rowCount(), 20);
    const auto kind = [&](int row) { return model->plan().rows[size_t(model->planRow(row))].kind; };
    EXPECT_EQ(kind(0), PriceChange::New);
    EXPECT_EQ(kind(1), PriceChange::Removed);
    EXPECT_EQ(kind(2), PriceChange::PriceUp);
    EXPECT_EQ(kind(3), PriceChange::PriceUp);
    EXPECT_EQ(kind(4), PriceChange::Conflict); // the user's 3.50 against the source's 3.99
    EXPECT_EQ(kind(5), PriceChange::Unchanged);
    EXPECT_EQ(model->index(4, PriceUpdateModel::BeforeColumn).data().toString(), QStringLiteral("3.500"));
    EXPECT_EQ(model->index(4, PriceUpdateModel::AfterColumn).data().toString(), QStringLiteral("3.990"));
    EXPECT_TRUE(dialog.summaryText().contains(QLatin1String("1 new, 1 removed, 2 price up, 0 price down, 15 "
                                                            "unchanged, 1 where your price differs")))
        << dialog.summaryText().toStdString();
    // Nothing written yet.
    EXPECT_EQ(session.catalog(), before);

    // Take the source's value on the user's row, then write.
    ASSERT_TRUE(model->setData(model->index(4, PriceUpdateModel::TakeColumn), Qt::Checked, Qt::CheckStateRole));
    ASSERT_TRUE(dialog.writeUpdate());
    const auto after = session.catalog();
    EXPECT_EQ(lambdaOffer(*after, "gpu_1x_h100_sxm5")->onDemandUsdPerHour, 3.99);
    EXPECT_EQ(lambdaOffer(*after, "gpu_8x_b200_sxm6")->onDemandUsdPerHour, 55.0);
    EXPECT_EQ(lambdaOffer(*after, "gpu_4x_a6000"), nullptr);
    EXPECT_EQ(after->lastPriceUpdateSources, "fixture");
}

// Issue 35: a price server sends 0 and 1e-300. Both rows are marked in words, shown as what they are (never
// "0.000" for 1e-300), and held back until "Take it anyway" is ticked on the row.
TEST(PriceUpdateDialog, DoubtfulPricesAreMarkedAndTakenOnlyAnyway)
{
    QByteArray text = fixture("skypilot-lambda-update.csv");
    text.replace("gpu_8x_v100_n,V100,8.0,88.0,448.0,6.32,", "gpu_8x_v100_n,V100,8.0,88.0,448.0,0,");
    text.replace("gpu_2x_a6000,A6000,2.0,28.0,200.0,2.18,", "gpu_2x_a6000,A6000,2.0,28.0,200.0,1e-300,");
    LocalHttpServer server;
    server.serve("/v9/lambda/vms.csv", {200, text, "\"e2\"", 0, {}, false});
    QTemporaryDir dir;
    CatalogSession session;
    ASSERT_TRUE(session.open(preparedCatalog(dir, server)).isEmpty());
    const auto before = session.catalog();
    const double v100Before = *lambdaOffer(*before, "gpu_8x_v100_n")->onDemandUsdPerHour;

    PriceUpdateDialog dialog(&session);
    dialog.chooseSources({QStringLiteral("fixture")});
    dialog.startDownload();
    ASSERT_TRUE(dialog.waitForPreview());
    PriceUpdateModel* model = dialog.previewModel();
    auto rowOf = [&](std::string_view instanceType) {
        for (int r = 0; r < model->rowCount(); ++r) {
            const int at = model->planRow(r);
            if (at >= 0 && model->plan().rows[size_t(at)].after &&
                model->plan().rows[size_t(at)].after->instanceType == instanceType)
                return r;
        }
        return -1;
    };
    const int zero = rowOf("gpu_8x_v100_n");
    const int tiny = rowOf("gpu_2x_a6000");
    ASSERT_GE(zero, 0);
    ASSERT_GE(tiny, 0);
    EXPECT_TRUE(model->index(zero, PriceUpdateModel::ChangeColumn).data().toString().contains(QLatin1String("zero")));
    EXPECT_TRUE(
        model->index(tiny, PriceUpdateModel::ChangeColumn).data().toString().contains(QLatin1String("doubtful")));
    EXPECT_EQ(model->index(tiny, PriceUpdateModel::AfterColumn).data().toString().toLower(), QStringLiteral("1e-300"));
    EXPECT_TRUE(model->index(zero, PriceUpdateModel::TakeColumn).flags() & Qt::ItemIsUserCheckable);
    EXPECT_EQ(model->index(zero, PriceUpdateModel::TakeColumn).data(Qt::CheckStateRole), Qt::Unchecked);
    EXPECT_EQ(model->plan().heldBack(), 2);
    EXPECT_TRUE(dialog.summaryText().contains(QLatin1String("2 offers with a doubtful price")))
        << dialog.summaryText().toStdString();

    // Take the 1e-300 row anyway, not the zero one; write.
    ASSERT_TRUE(model->setData(model->index(tiny, PriceUpdateModel::TakeColumn), Qt::Checked, Qt::CheckStateRole));
    EXPECT_EQ(model->plan().heldBack(), 1);
    ASSERT_TRUE(dialog.writeUpdate());
    const auto after = session.catalog();
    EXPECT_EQ(lambdaOffer(*after, "gpu_8x_v100_n")->onDemandUsdPerHour, v100Before); // held back: the old row stays
    EXPECT_EQ(lambdaOffer(*after, "gpu_2x_a6000")->onDemandUsdPerHour, 1e-300);      // taken anyway
    EXPECT_EQ(lambdaOffer(*after, "gpu_8x_b200_sxm6")->onDemandUsdPerHour, 55.0);    // the believable rows are written
}

TEST(PriceUpdateDialog, ASourceThatFailsBlocksTheWholeUpdate)
{
    LocalHttpServer server;
    server.serve("/v9/lambda/vms.csv", {200, fixture("skypilot-lambda-update.csv"), {}, 0, {}, false});
    QTemporaryDir dir;
    CatalogSession session;
    ASSERT_TRUE(session.open(preparedCatalog(dir, server)).isEmpty());
    const auto before = session.catalog();
    PriceUpdateDialog dialog(&session);
    dialog.chooseSources({QStringLiteral("fixture"), QStringLiteral("missing")});
    dialog.startDownload();
    ASSERT_TRUE(dialog.waitForPreview());
    EXPECT_TRUE(dialog.summaryText().contains(QLatin1String("HTTP 404"))) << dialog.summaryText().toStdString();
    EXPECT_FALSE(dialog.writeUpdate());
    EXPECT_EQ(session.catalog(), before);
}

// A look at the dialog and the status bar (TUNEFIT_SCREENSHOTS=<dir>), in every language.
TEST_F(Screenshot, PriceUpdate)
{
    const QByteArray out = dir;
    LocalHttpServer server;
    server.serve("/v9/lambda/vms.csv", {200, fixture("skypilot-lambda-update.csv"), "\"e1\"", 0, {}, false});
    QTemporaryDir temp;
    const QString path = preparedCatalog(temp, server);
    for (const auto& entry : Language::available()) {
        ASSERT_TRUE(Language::apply(entry.code, false));
        MainWindow window(nullptr, path);
        window.resize(1400, 900);
        window.show();
        PriceUpdateDialog* dialog = window.showPriceUpdate(false);
        dialog->chooseSources({QStringLiteral("fixture")});
        dialog->startDownload();
        ASSERT_TRUE(dialog->waitForPreview());
        QApplication::processEvents();
        EXPECT_TRUE(
            dialog->grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/price-update-%1.png").arg(entry.code)));
        dialog->close();
        QApplication::processEvents();
        EXPECT_TRUE(
            window.grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/price-age-%1.png").arg(entry.code)));
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en"), false));
}

namespace {

/// Lets the event loop run for a while, so that a download started behind the test's back would reach the server.
void settle(int ms)
{
    QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

/// Ticks exactly the named sources in the dialog's list, as a user would.
void tickOnly(QListWidget* list, const QStringList& names)
{
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(names.contains(list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                                  : Qt::Unchecked);
}

int requestsFor(const LocalHttpServer& server, const QByteArray& path)
{
    int n = 0;
    for (const QByteArray& head : server.requests())
        n += head.startsWith(QByteArray("GET " + path + " ")) ? 1 : 0;
    return n;
}

} // namespace

// Issue 29: Catalog ▸ Update prices… opens idle, every source ticked; only the button goes online, once per ticked
// source, and an unticked source is not asked.
TEST(PriceUpdateDialog, OpensIdleAndDownloadsOnlyTheTickedSourcesOnTheButton)
{
    LocalHttpServer server;
    server.serve("/v9/lambda/vms.csv", {200, fixture("skypilot-lambda-update.csv"), "\"e1\"", 0, {}, false});
    QTemporaryDir temp;
    MainWindow window(nullptr, preparedCatalog(temp, server));
    PriceUpdateDialog* dialog = window.showPriceUpdate(false);
    settle(300);
    EXPECT_TRUE(server.requests().isEmpty());
    EXPECT_TRUE(dialog->summaryText().isEmpty());
    auto* list = dialog->findChild<QListWidget*>(QStringLiteral("priceSources"));
    auto* download = dialog->findChild<QPushButton*>(QStringLiteral("downloadPrices"));
    ASSERT_NE(list, nullptr);
    ASSERT_NE(download, nullptr);
    ASSERT_GE(list->count(), 2);
    for (int i = 0; i < list->count(); ++i)
        EXPECT_EQ(list->item(i)->checkState(), Qt::Checked) << list->item(i)->text().toStdString();
    EXPECT_TRUE(download->isEnabled());

    tickOnly(list, {QStringLiteral("fixture")});
    download->click();
    ASSERT_TRUE(dialog->waitForPreview());
    EXPECT_EQ(requestsFor(server, "/v9/lambda/vms.csv"), 1);
    EXPECT_EQ(requestsFor(server, "/v9/none/vms.csv"), 0);
    EXPECT_EQ(server.requests().size(), 1);

    tickOnly(list, {QStringLiteral("fixture"), QStringLiteral("missing")});
    download->click();
    ASSERT_TRUE(dialog->waitForPreview());
    EXPECT_EQ(requestsFor(server, "/v9/lambda/vms.csv"), 2);
    EXPECT_EQ(requestsFor(server, "/v9/none/vms.csv"), 1);
    EXPECT_EQ(server.requests().size(), 3);
    dialog->close();
}

// Cancel download stops a slow source; nothing is previewed.
TEST(PriceUpdateDialog, CancelStopsTheDownload)
{
    LocalHttpServer server;
    server.serve("/v9/lambda/vms.csv", {200, fixture("skypilot-lambda-update.csv"), {}, 20'000, {}, false});
    QTemporaryDir dir;
    CatalogSession session;
    ASSERT_TRUE(session.open(preparedCatalog(dir, server)).isEmpty());
    PriceUpdateDialog dialog(&session);
    dialog.chooseSources({QStringLiteral("fixture")});
    dialog.startDownload();
    QDeadlineTimer deadline(5000);
    while (server.requests().isEmpty() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    ASSERT_EQ(server.requests().size(), 1);
    auto* cancel = dialog.findChild<QPushButton*>(QStringLiteral("cancelDownload"));
    ASSERT_NE(cancel, nullptr);
    cancel->click();
    EXPECT_FALSE(dialog.waitForPreview(5000)); // nothing previewed
    EXPECT_FALSE(dialog.fetcher()->isRunning());
    EXPECT_EQ(dialog.previewModel()->rowCount(), 0);
}

// Offline: every chosen source fails before a server answers. One message says what happened and what to do, not
// a failure per source under a "0 new, 0 removed" count.
TEST(PriceUpdateDialog, OfflineSaysSoOnce)
{
    QTcpServer closed; // a loopback port nobody listens on any more: the connection is refused
    ASSERT_TRUE(closed.listen(QHostAddress::LocalHost, 0));
    const quint16 port = closed.serverPort();
    closed.close();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        CatalogStore store(path);
        ASSERT_TRUE(store.open().ok());
        for (const char* name : {"first", "second", "third"})
            ASSERT_TRUE(
                store
                    .savePriceSource(
                        {name,
                         QStringLiteral("http://127.0.0.1:%1/%2.csv").arg(port).arg(QLatin1String(name)).toStdString(),
                         PriceSourceFormat::SkyPilot, "v9", "Lambda"})
                    .ok());
    }
    CatalogSession session;
    ASSERT_TRUE(session.open(path).isEmpty());
    PriceUpdateDialog dialog(&session);
    dialog.chooseSources({QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third")});
    dialog.startDownload();
    ASSERT_TRUE(dialog.waitForPreview());
    EXPECT_TRUE(dialog.offline());
    const QString summary = dialog.summaryText();
    EXPECT_TRUE(summary.contains(QLatin1String("none of the chosen sources answered"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QLatin1String("proxy"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QLatin1String("0 new"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QLatin1String("first:"))) << summary.toStdString();
    EXPECT_FALSE(dialog.writeUpdate());
}
