// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/HubModelFetcher.h"

#include "core/model/HfConfigImport.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <cmath>

namespace tunefit::present {

namespace {

constexpr int kMaxRedirects = 5;

QString env(const char* name)
{
    return QProcessEnvironment::systemEnvironment().value(QString::fromLatin1(name)).trimmed();
}

/// A token as an HTTP header value: printable ASCII on one line (a token file with a stray line break or a binary
/// file must not add a header of its own).
QByteArray headerSafe(QByteArray token)
{
    token = token.trimmed();
    if (token.isEmpty() || token.size() > 1024)
        return {};
    for (char c : token) {
        if (c < 0x21 || c > 0x7e)
            return {};
    }
    return token;
}

bool sameOrigin(const QUrl& a, const QUrl& b)
{
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0 &&
           a.port(a.scheme() == QLatin1String("https") ? 443 : 80) ==
               b.port(b.scheme() == QLatin1String("https") ? 443 : 80);
}

/// The bytes one parameter takes in the dtype a config names; 0 when it names none Tunefit knows.
int dtypeBytes(const QJsonObject& config)
{
    QString dtype = config.value(QStringLiteral("torch_dtype")).toString();
    if (dtype.isEmpty())
        dtype = config.value(QStringLiteral("dtype")).toString();
    if (dtype == QLatin1String("bfloat16") || dtype == QLatin1String("float16"))
        return 2;
    if (dtype == QLatin1String("float32"))
        return 4;
    return 0;
}

} // namespace

HubModelFetcher::HubModelFetcher(QObject* parent) : QObject(parent), m_network(new QNetworkAccessManager(this))
{
    // The proxy the desktop or the environment (https_proxy, no_proxy) names.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (m_reply && !m_stopReason) {
            m_stopReason = Error{ErrorCode::DownloadTimedOut, {}, std::to_string((m_limits.timeoutMs + 999) / 1000)};
            m_reply->abort();
        }
    });
}

HubModelFetcher::~HubModelFetcher()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

QUrl HubModelFetcher::baseUrl()
{
    const QString endpoint = env("HF_ENDPOINT");
    QUrl url(endpoint.isEmpty() ? QStringLiteral("https://huggingface.co") : endpoint);
    if (url.path().endsWith(QLatin1Char('/')))
        url.setPath(url.path().chopped(1));
    return url;
}

QByteArray HubModelFetcher::accessToken()
{
    if (const QString token = env("HF_TOKEN"); !token.isEmpty())
        return headerSafe(token.toUtf8());
    QString path = env("HF_TOKEN_PATH");
    if (path.isEmpty()) {
        QString home = env("HF_HOME");
        if (home.isEmpty()) {
            const QString cache = env("XDG_CACHE_HOME");
            home =
                (cache.isEmpty() ? QDir::homePath() + QLatin1String("/.cache") : cache) + QLatin1String("/huggingface");
        }
        path = home + QLatin1String("/token");
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return headerSafe(file.read(4096));
}

bool HubModelFetcher::isHubId(const QString& hubId)
{
    static const QRegularExpression pattern(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,95}(/[A-Za-z0-9][A-Za-z0-9._-]{0,95})?$"));
    return pattern.match(hubId).hasMatch() && !hubId.contains(QLatin1String(".."));
}

void HubModelFetcher::start(const QString& hubId, const QString& today)
{
    if (m_reply)
        cancel();
    m_hubId = hubId.trimmed();
    m_today = today;
    m_entry = ModelEntry{};
    m_step = 0;
    m_redirects = 0;
    if (!isHubId(m_hubId)) {
        // Said at once, but as every outcome: after start() returns, so a caller connected to finished() sees it.
        m_result = Error{ErrorCode::InvalidValue, "hub_id", m_hubId.left(120).toStdString()};
        QTimer::singleShot(0, this, &HubModelFetcher::finished);
        return;
    }
    m_token = accessToken();
    QUrl url = baseUrl();
    url.setPath(url.path() + QLatin1Char('/') + m_hubId + QLatin1String("/resolve/main/config.json"));
    request(url);
}

void HubModelFetcher::request(const QUrl& url)
{
    m_body.clear();
    m_stopReason.reset();
    QNetworkRequest request(url);
    // Redirects are followed here (onFinished), so the token never travels to another host with them.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("Tunefit/%1").arg(QCoreApplication::applicationVersion()));
    request.setTransferTimeout(m_limits.timeoutMs);
    if (!m_token.isEmpty() && sameOrigin(url, baseUrl()))
        request.setRawHeader("Authorization", "Bearer " + m_token);
    QNetworkReply* reply = m_network->get(request);
    reply->setReadBufferSize(qint64(1) << 20);
    m_reply = reply;
    const qint64 limit = m_step == 0 ? m_limits.maxConfigBytes : m_limits.maxIndexBytes;
    const auto tooLarge = [this, limit](qint64 size) {
        if (size > limit && m_reply && !m_stopReason) {
            m_stopReason = Error{ErrorCode::FileTooLarge, "config.json", "over " + std::to_string(limit) + " bytes"};
            m_reply->abort();
        }
    };
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, tooLarge] {
        tooLarge(m_reply ? m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() : 0);
    });
    connect(reply, &QNetworkReply::readyRead, this, [this, tooLarge] {
        if (!m_reply || m_stopReason)
            return;
        m_body += m_reply->readAll();
        emit progress(m_step, m_body.size());
        tooLarge(m_body.size());
    });
    connect(reply, &QNetworkReply::finished, this, &HubModelFetcher::onFinished);
    m_deadline.start(m_limits.timeoutMs);
}

void HubModelFetcher::cancel()
{
    if (!m_reply || m_stopReason)
        return;
    m_stopReason = Error{ErrorCode::DownloadCancelled, {}, {}};
    m_reply->abort();
}

std::optional<Error> HubModelFetcher::failure(QNetworkReply& reply) const
{
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    // The Hub says which refusal it is (huggingface_hub reads the same header); a repository that does not exist
    // answers 401 to a request without a token, so the header goes first.
    const QByteArray code = reply.rawHeader("X-Error-Code");
    const std::string id = m_hubId.toStdString();
    if (code == "RepoNotFound" || code == "EntryNotFound" || code == "RevisionNotFound")
        return Error{ErrorCode::HubNotFound, "hub_id", id};
    if (code == "GatedRepo" || status == 401 || status == 403)
        return Error{ErrorCode::HubGated, "hub_id", id};
    if (status == 404 || status == 410)
        return Error{ErrorCode::HubNotFound, "hub_id", id};
    if (status >= 400)
        return Error{ErrorCode::DownloadFailed, "hub_id", QStringLiteral("HTTP %1").arg(status).toStdString()};
    if (reply.error() == QNetworkReply::OperationCanceledError) // Qt's transfer timeout: no bytes for that long
        return Error{ErrorCode::DownloadTimedOut, {}, std::to_string((m_limits.timeoutMs + 999) / 1000)};
    if (reply.error() != QNetworkReply::NoError)
        return Error{ErrorCode::DownloadFailed, "hub_id", reply.errorString().toStdString()};
    return std::nullopt;
}

void HubModelFetcher::onFinished()
{
    m_deadline.stop();
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    if (!reply)
        return;
    reply->deleteLater();
    m_body += reply->readAll();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QUrl target = reply->url().resolved(reply->header(QNetworkRequest::LocationHeader).toUrl());
    std::optional<Error> error = m_stopReason;
    if (!error && status >= 300 && status < 400 && reply->hasRawHeader("Location")) {
        // A renamed repository, or a large file on the Hub's CDN: https only, and never down to http.
        const bool safe = target.scheme() == QLatin1String("https") ||
                          (target.scheme() == QLatin1String("http") && reply->url().scheme() == QLatin1String("http"));
        if (safe && ++m_redirects <= kMaxRedirects) {
            request(target);
            return;
        }
        error = Error{ErrorCode::DownloadFailed, "hub_id", "redirect refused"};
    }
    if (!error)
        error = failure(*reply);
    if (m_step == 1) {
        // The index only adds the count: without it the entry stands on its config (a cancel still cancels).
        if (error && error->code == ErrorCode::DownloadCancelled)
            done(*error);
        else
            error ? done(m_entry) : finishIndex(m_body);
        return;
    }
    if (error)
        done(*error);
    else
        finishConfig(m_body);
}

void HubModelFetcher::finishConfig(const QByteArray& body)
{
    QUrl source = baseUrl();
    source.setPath(source.path() + QLatin1Char('/') + m_hubId + QLatin1String("/blob/main/config.json"));
    m_entry.id = m_hubId.toStdString();
    m_entry.hubId = m_entry.id;
    m_entry.configJson = body.toStdString();
    m_entry.source = source.toString().toStdString();
    m_entry.sourceDate = m_today.toStdString();
    if (auto error = validateModelEntry(m_entry)) {
        if (error->field.empty() || error->field == "config_json")
            error->field = "config.json";
        done(*error);
        return;
    }
    const QJsonObject config = QJsonDocument::fromJson(body).object();
    if (config.contains(QStringLiteral("quantization_config")) || dtypeBytes(config) == 0) {
        done(m_entry);
        return;
    }
    m_step = 1;
    m_redirects = 0;
    QUrl url = baseUrl();
    url.setPath(url.path() + QLatin1Char('/') + m_hubId + QLatin1String("/resolve/main/model.safetensors.index.json"));
    request(url);
}

void HubModelFetcher::finishIndex(const QByteArray& body)
{
    const QJsonObject config = QJsonDocument::fromJson(QByteArray::fromStdString(m_entry.configJson)).object();
    const QJsonValue total = QJsonDocument::fromJson(body)
                                 .object()
                                 .value(QStringLiteral("metadata"))
                                 .toObject()
                                 .value(QStringLiteral("total_size"));
    const double bytes = total.isString() ? total.toString().toDouble() : total.toDouble();
    const int width = dtypeBytes(config);
    if (width > 0 && std::isfinite(bytes) && bytes > 0) {
        ModelEntry counted = m_entry;
        counted.publishedParamsB = bytes / width / 1e9;
        if (!validateModelEntry(counted))
            m_entry = counted; // an absurd total_size leaves the count unknown
    }
    done(m_entry);
}

void HubModelFetcher::done(Result<ModelEntry> result)
{
    m_result = std::move(result);
    m_body.clear();
    emit finished();
}

Result<ModelEntry> HubModelFetcher::fetch(const QString& hubId, const QString& today, const Limits& limits)
{
    HubModelFetcher fetcher;
    fetcher.setLimits(limits);
    QEventLoop loop;
    connect(&fetcher, &HubModelFetcher::finished, &loop, &QEventLoop::quit);
    fetcher.start(hubId, today);
    loop.exec();
    return fetcher.result();
}

Result<ModelEntry> HubModelFetcher::fetch(const QString& hubId, const QString& today)
{
    return fetch(hubId, today, Limits{});
}

} // namespace tunefit::present
