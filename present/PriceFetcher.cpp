// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/PriceFetcher.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace tunefit::present {

namespace {

/// Why a download failed, in words.
QString failureReason(const QNetworkReply& reply)
{
    // The HTTP status names the failure only when the server refused (4xx, 5xx). A redirect the fetcher would not
    // follow, or a body that failed after "200 OK" (a gzip bomb stopped by Qt's decompression check), would read as
    // "HTTP 302 Found" or "HTTP 200 OK": the reason is said instead.
    switch (reply.error()) {
    case QNetworkReply::TooManyRedirectsError:
        return PriceFetcher::tr("too many redirects: the server redirects in a loop");
    case QNetworkReply::InsecureRedirectError:
    case QNetworkReply::ProtocolUnknownError:
        return PriceFetcher::tr(
            "the server redirected to an address that is not http or https, or from https to http; it was not "
            "followed");
    default:
        break;
    }
    const QVariant status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (status.isValid() && status.toInt() >= 400)
        return QStringLiteral("HTTP %1 %2")
            .arg(status.toInt())
            .arg(reply.attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString())
            .trimmed();
    if (status.isValid() && status.toInt() >= 300)
        return PriceFetcher::tr(
            "the server redirected to an address that is not http or https, or from https to http; it was not "
            "followed");
    if (reply.error() == QNetworkReply::UnknownContentError || status.isValid())
        return PriceFetcher::tr(
            "the server's answer could not be read whole (a compressed body that expands beyond the limits, "
            "or a cut-off transfer)");
    return reply.errorString();
}

/// No server answered: the connection or the proxy failed. A TLS handshake or a redirect that was refused means a
/// server did answer, and so does any HTTP status.
bool isUnreachable(const QNetworkReply& reply)
{
    if (reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).isValid())
        return false;
    switch (reply.error()) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
    case QNetworkReply::UnknownProxyError:
        return true;
    default:
        return false;
    }
}

} // namespace

PriceFetcher::PriceFetcher(QObject* parent) : QObject(parent), m_network(new QNetworkAccessManager(this))
{
    // The proxy the desktop or the environment (http_proxy, https_proxy, no_proxy) names.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        stop(Error{ErrorCode::DownloadTimedOut, {}, std::to_string((m_limits.timeoutMs + 999) / 1000)});
    });
}

PriceFetcher::~PriceFetcher()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void PriceFetcher::start(const PriceSource& source)
{
    if (m_reply)
        cancel();
    m_body.clear();
    m_stopReason.reset();
    m_url = source.url;
    QNetworkRequest request(QUrl(QString::fromStdString(source.url)));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("Tunefit/%1").arg(QCoreApplication::applicationVersion()));
    // No bytes for this long is a timeout too (the deadline below covers a server that trickles).
    request.setTransferTimeout(m_limits.timeoutMs);
    QNetworkReply* reply = m_network->get(request);
    // Qt buffers what the socket brings until readyRead is served; without a bound an endless body grew to several
    // hundred MB before the size limit below saw it (issue 35). 1 MiB: the socket waits while the buffer is full.
    reply->setReadBufferSize(qint64(1) << 20);
    m_reply = reply;
    connect(reply, &QNetworkReply::readyRead, this, &PriceFetcher::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &PriceFetcher::onFinished);
    // A declared length over the limit stops the download before its body is read.
    connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
        if (m_reply && m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() > m_limits.maxBytes)
            stop(Error{ErrorCode::DownloadTooLarge, {}, std::to_string(m_limits.maxBytes / (1024 * 1024))});
    });
    connect(reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64 total) {
        if (total > m_limits.maxBytes)
            stop(Error{ErrorCode::DownloadTooLarge, {}, std::to_string(m_limits.maxBytes / (1024 * 1024))});
        else
            emit progress(received, total);
    });
    m_deadline.start(m_limits.timeoutMs);
}

void PriceFetcher::cancel()
{
    stop(Error{ErrorCode::DownloadCancelled, {}, {}});
}

void PriceFetcher::stop(Error error)
{
    if (!m_reply || m_stopReason)
        return;
    m_stopReason = std::move(error);
    m_reply->abort(); // finished() follows at once
}

void PriceFetcher::onReadyRead()
{
    if (!m_reply || m_stopReason)
        return;
    m_body += m_reply->readAll();
    if (m_body.size() > m_limits.maxBytes)
        stop(Error{ErrorCode::DownloadTooLarge, {}, std::to_string(m_limits.maxBytes / (1024 * 1024))});
}

void PriceFetcher::onFinished()
{
    m_deadline.stop();
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    if (!reply)
        return;
    reply->deleteLater();
    m_unreachable = false;
    if (m_stopReason) {
        m_result = *m_stopReason;
        m_unreachable = m_stopReason->code == ErrorCode::DownloadTimedOut;
    } else if (reply->error() == QNetworkReply::OperationCanceledError) {
        // Qt's own transfer timeout.
        m_result = Error{ErrorCode::DownloadTimedOut, {}, std::to_string((m_limits.timeoutMs + 999) / 1000)};
        m_unreachable = true;
    } else if (reply->error() != QNetworkReply::NoError) {
        m_unreachable = isUnreachable(*reply);
        m_result = Error{ErrorCode::DownloadFailed, m_url, failureReason(*reply).toStdString()};
    } else {
        m_body += reply->readAll();
        if (m_body.size() > m_limits.maxBytes) {
            m_result = Error{ErrorCode::DownloadTooLarge, {}, std::to_string(m_limits.maxBytes / (1024 * 1024))};
        } else {
            DownloadedPrices prices;
            prices.text = m_body.toStdString();
            prices.file.url = reply->url().toString().toStdString();
            prices.file.etag = reply->rawHeader("ETag").toStdString();
            prices.file.fetchedAt =
                QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString(); // "2026-12-02T04:20:11Z"
            m_result = std::move(prices);
        }
    }
    m_body.clear();
    emit finished();
}

Result<DownloadedPrices> PriceFetcher::fetch(const PriceSource& source, const Limits& limits)
{
    PriceFetcher fetcher;
    fetcher.setLimits(limits);
    QEventLoop loop;
    connect(&fetcher, &PriceFetcher::finished, &loop, &QEventLoop::quit);
    fetcher.start(source);
    if (fetcher.isRunning())
        loop.exec();
    return fetcher.result();
}

} // namespace tunefit::present
