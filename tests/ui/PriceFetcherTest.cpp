// SPDX-License-Identifier: GPL-3.0-or-later
// Downloads of price sources against a server on a loopback port (LocalHttpServer.h): never the internet.
#include "present/PriceFetcher.h"
#include "LocalHttpServer.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/CatalogStore.h"
#include "present/ErrorWording.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using tunefit::test::HttpResponse;
using tunefit::test::LocalHttpServer;

namespace {

QByteArray fixture(const char* name)
{
    QFile file(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/catalog/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll();
}

PriceSource source(const LocalHttpServer& server, const char* path)
{
    return {"lambda", server.url(path).toStdString(), PriceSourceFormat::SkyPilot, "v9", "Lambda"};
}

PriceFetcher::Limits quick()
{
    PriceFetcher::Limits limits;
    limits.timeoutMs = 1500;
    return limits;
}

} // namespace

TEST(PriceFetcher, DownloadsTheFileWithItsETag)
{
    LocalHttpServer server;
    server.serve("/v9/lambda/vms.csv", {200, fixture("skypilot-lambda-update.csv"), "\"v9-lambda-1\"", 0, {}, false});
    PriceFetcher fetcher;
    QSignalSpy progress(&fetcher, &PriceFetcher::progress);
    QSignalSpy finished(&fetcher, &PriceFetcher::finished);
    fetcher.setLimits(quick());
    fetcher.start(source(server, "/v9/lambda/vms.csv"));
    ASSERT_TRUE(finished.wait(5000));
    const auto& result = fetcher.result();
    ASSERT_TRUE(result.ok()) << result.error().code << " " << result.error().detail;
    EXPECT_EQ(QByteArray::fromStdString(result->text), fixture("skypilot-lambda-update.csv"));
    EXPECT_EQ(result->file.etag, "\"v9-lambda-1\"");
    EXPECT_EQ(result->file.url, server.url("/v9/lambda/vms.csv").toStdString());
    EXPECT_EQ(result->file.fetchedAt.size(), 20u); // 2026-12-02T04:20:11Z
    EXPECT_EQ(result->file.fetchedAt.back(), 'Z');
    ASSERT_FALSE(progress.isEmpty());
    EXPECT_EQ(progress.last().at(0).toLongLong(), fixture("skypilot-lambda-update.csv").size());
}

TEST(PriceFetcher, ANotFoundIsAClearError)
{
    LocalHttpServer server;
    const auto result = PriceFetcher::fetch(source(server, "/nothing/vms.csv"), quick());
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::DownloadFailed);
    EXPECT_EQ(result.error().detail, "HTTP 404 Not Found");
    EXPECT_TRUE(present::errorSentence(result.error()).contains(QLatin1String("404")));
}

TEST(PriceFetcher, ASlowServerTimesOut)
{
    LocalHttpServer server;
    server.serve("/slow.csv", {200, fixture("skypilot-lambda-update.csv"), {}, 5000, {}, false});
    QElapsedTimer clock;
    clock.start();
    PriceFetcher::Limits limits;
    limits.timeoutMs = 400;
    const auto result = PriceFetcher::fetch(source(server, "/slow.csv"), limits);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::DownloadTimedOut);
    EXPECT_LT(clock.elapsed(), 4000);
}

TEST(PriceFetcher, A200MegabyteAnswerIsRefusedOnItsHeader)
{
    LocalHttpServer server;
    // The header says 200 MB (the default limit is 100 MB); the few bytes sent are never read as prices.
    server.serve("/huge.csv", {200, QByteArray(4096, 'x'), {}, 0, 200LL * 1000 * 1000, false});
    PriceFetcher::Limits limits = quick();
    limits.maxBytes = PriceFetcher::Limits{}.maxBytes;
    const auto result = PriceFetcher::fetch(source(server, "/huge.csv"), limits);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::DownloadTooLarge);
    EXPECT_EQ(result.error().detail, "100");
}

TEST(PriceFetcher, AnOversizedBodyWithoutALengthIsStoppedAtTheLimit)
{
    LocalHttpServer server;
    server.serve("/endless.csv", {200, QByteArray(6 * 1024 * 1024, 'x'), {}, 0, {}, true});
    PriceFetcher::Limits limits = quick();
    limits.maxBytes = 1024 * 1024;
    const auto result = PriceFetcher::fetch(source(server, "/endless.csv"), limits);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::DownloadTooLarge);
}

TEST(PriceFetcher, ATruncatedBodyIsAnErrorNotAShorterFile)
{
    LocalHttpServer server;
    const QByteArray text = fixture("skypilot-lambda-update.csv");
    server.serve("/cut.csv", {200, text.left(text.size() / 2), {}, 0, text.size(), false});
    const auto result = PriceFetcher::fetch(source(server, "/cut.csv"), quick());
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::DownloadFailed);
}

TEST(PriceFetcher, CancelStopsTheDownload)
{
    LocalHttpServer server;
    server.serve("/slow.csv", {200, "x", {}, 3000, {}, false});
    PriceFetcher fetcher;
    QSignalSpy finished(&fetcher, &PriceFetcher::finished);
    fetcher.start(source(server, "/slow.csv"));
    QTimer::singleShot(100, &fetcher, &PriceFetcher::cancel);
    ASSERT_TRUE(finished.wait(2000));
    EXPECT_EQ(fetcher.result().error().code, ErrorCode::DownloadCancelled);
    EXPECT_FALSE(fetcher.isRunning());
}
