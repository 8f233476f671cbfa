// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/ModelRows.h"

#include <QByteArray>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;

namespace tunefit::present {

/// Fetches a model's config.json from the Hugging Face Hub into a model library entry (issue 28), on request only:
/// `tunefit models fetch` and the window's "Fetch from Hugging Face…" call it; nothing else does.
///
/// - URL: <base>/<hub id>/resolve/main/config.json, base https://huggingface.co or $HF_ENDPOINT (a mirror; the tests'
///   loopback server). Then, best effort, model.safetensors.index.json for metadata.total_size: the weights' bytes,
///   divided by the config's torch_dtype width as the count (not for a quantized config, whose bytes say nothing
///   of the count). Its absence or failure leaves the count unknown; the config alone decides the estimate.
/// - Token for gated and private repositories: $HF_TOKEN, else the file huggingface-cli writes ($HF_TOKEN_PATH, else
///   $HF_HOME/token, default ~/.cache/huggingface/token), sent as "Authorization: Bearer" to the base's host only
///   (redirects are followed here, and the header goes no further than that host). Never stored, logged or shown.
/// - The system proxy, a time limit per request (no bytes for that long, or the whole request), a size limit, and
///   one error per case: hub_not_found (404, the Hub's RepoNotFound/EntryNotFound), hub_gated (401/403),
///   download_timed_out, file_too_large, malformed_json and the parser's refusals (never an entry), download_failed.
class HubModelFetcher final : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        /// Per request. The Hub answers a config.json in well under a second; a slow mirror gets half a minute.
        int timeoutMs = 30'000;
        /// config.json: the catalog's cap. The safetensors index (every tensor's name) reaches a few MB for the
        /// largest MoE models; 32 MiB is none.
        qint64 maxConfigBytes = kMaxModelConfigBytes;
        qint64 maxIndexBytes = qint64(32) << 20;
    };

    explicit HubModelFetcher(QObject* parent = nullptr);
    ~HubModelFetcher() override;

    void setLimits(const Limits& limits) { m_limits = limits; }

    /// The Hub's base URL: $HF_ENDPOINT when set, else https://huggingface.co.
    static QUrl baseUrl();
    /// The access token from the environment or the token file; empty when there is none.
    static QByteArray accessToken();
    /// Whether `hubId` is a Hub repository id ("org/name" or "name": letters, digits, '-', '_', '.').
    static bool isHubId(const QString& hubId);

    /// Starts fetching; finished() follows, also on failure. A second call cancels the first.
    void start(const QString& hubId, const QString& today);
    /// Stops; finished() follows with "download_cancelled".
    void cancel();
    bool isRunning() const { return m_reply != nullptr; }
    /// The entry (id = the Hub id), valid after finished().
    const Result<ModelEntry>& result() const { return m_result; }

    /// Fetches in a local event loop (the command line).
    static Result<ModelEntry> fetch(const QString& hubId, const QString& today, const Limits& limits);
    static Result<ModelEntry> fetch(const QString& hubId, const QString& today);

signals:
    /// 0: the config; 1: the safetensors index; `received` bytes of the current file.
    void progress(int step, qint64 received);
    void finished();

private:
    void request(const QUrl& url);
    void onFinished();
    void finishConfig(const QByteArray& body);
    void finishIndex(const QByteArray& body);
    void done(Result<ModelEntry> result);
    std::optional<Error> failure(QNetworkReply& reply) const;

    Limits m_limits;
    QNetworkAccessManager* m_network = nullptr;
    QPointer<QNetworkReply> m_reply;
    QTimer m_deadline;
    QByteArray m_body;
    QString m_hubId;
    QString m_today;
    QByteArray m_token;
    int m_step = 0;
    int m_redirects = 0;
    std::optional<Error> m_stopReason;
    ModelEntry m_entry;
    Result<ModelEntry> m_result = Error{ErrorCode::NotOpen, {}, {}};
};

} // namespace tunefit::present
