// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/PriceUpdate.h"

#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>
#include <string>

class QNetworkAccessManager;

namespace tunefit::present {

/// A price file as it came from its server, ready for planPriceUpdate().
struct DownloadedPrices
{
    std::string text;
    FetchedFile file;
};

/// Downloads one price source at a time with Qt Network: the system's proxy settings, HTTPS (and plain HTTP for a
/// source the user added), redirects only to equally safe URLs, a time limit, a size limit, progress and cancel.
/// The app never goes online on its own: only an explicit update (window or `tunefit catalog update`) calls this.
class PriceFetcher final : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        /// The whole download, and the longest wait for the next bytes. SkyPilot's largest file (AWS, about 40 MB
        /// in the v8 catalog) takes seconds on a broadband line; a minute leaves room for a slow one.
        int timeoutMs = 60'000;
        /// The largest file accepted. The largest SkyPilot vms.csv files are tens of megabytes; a price list of
        /// over 100 MB is not one (and would be read into memory whole).
        qint64 maxBytes = 100LL * 1024 * 1024;
    };

    explicit PriceFetcher(QObject* parent = nullptr);
    ~PriceFetcher() override;

    void setLimits(const Limits& limits) { m_limits = limits; }
    const Limits& limits() const { return m_limits; }

    /// Starts downloading `source`'s URL; finished() follows (also when it fails). One download at a time: a second
    /// call cancels the first.
    void start(const PriceSource& source);
    /// Stops the download; finished() follows with "download_cancelled".
    void cancel();
    bool isRunning() const { return m_reply != nullptr; }
    /// The outcome of the last download, valid after finished().
    const Result<DownloadedPrices>& result() const { return m_result; }
    /// The last download failed before any server answered: no connection, a name that does not resolve, a proxy
    /// that refused, or no answer in time. The window says "you seem to be offline" once instead of a failure per
    /// source.
    bool unreachable() const { return m_unreachable; }

    /// Downloads in a local event loop (the command line).
    static Result<DownloadedPrices> fetch(const PriceSource& source, const Limits& limits);

signals:
    /// Bytes received and expected (-1 when the server does not say).
    void progress(qint64 received, qint64 total);
    void finished();

private:
    void onReadyRead();
    void onFinished();
    void stop(Error error);

    Limits m_limits;
    QNetworkAccessManager* m_network = nullptr;
    QPointer<QNetworkReply> m_reply;
    QTimer m_deadline;
    QByteArray m_body;
    std::string m_url;
    std::optional<Error> m_stopReason;
    Result<DownloadedPrices> m_result = Error{ErrorCode::NotOpen, {}, {}};
    bool m_unreachable = false;
};

} // namespace tunefit::present
