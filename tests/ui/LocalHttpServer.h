// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small HTTP/1.1 server on a loopback port for tests of downloads: never the internet. It runs in its own thread,
// so a test may block (a QProcess running the command line) while it answers.

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <optional>

namespace tunefit::test {

struct HttpResponse
{
    int status = 200;
    QByteArray body;
    QByteArray etag;
    int delayMs = 0;                      ///< wait before answering (a slow server)
    std::optional<qint64> declaredLength; ///< Content-Length to send; default the body's size
    bool omitLength = false;              ///< no Content-Length: the body ends when the connection closes
};

class LocalHttpServer
{
public:
    LocalHttpServer()
    {
        m_thread.start();
        QMetaObject::invokeMethod(
            &m_server,
            [this] {
                m_server.listen(QHostAddress::LocalHost, 0);
                QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] { accept(); });
            },
            Qt::BlockingQueuedConnection);
    }
    ~LocalHttpServer()
    {
        QMetaObject::invokeMethod(
            &m_server,
            [this] {
                m_server.close();
                m_server.moveToThread(QCoreApplication::instance()->thread());
            },
            Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    LocalHttpServer(const LocalHttpServer&) = delete;
    LocalHttpServer& operator=(const LocalHttpServer&) = delete;

    /// `extraHeaders`: more header lines, each ending in "\r\n" (the Hub's X-Error-Code).
    void serve(const QByteArray& path, HttpResponse response, const QByteArray& extraHeaders = {})
    {
        QMutexLocker lock(&m_mutex);
        m_routes.insert(path, std::move(response));
        m_headers.insert(path, extraHeaders);
    }
    /// Every request head received so far (request line and headers), oldest first.
    QList<QByteArray> requests() const
    {
        QMutexLocker lock(&m_mutex);
        return m_requests;
    }
    /// The server's base URL ("http://127.0.0.1:PORT"), for HF_ENDPOINT.
    QString base() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()); }
    QString url(const char* path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(QLatin1String(path));
    }

private:
    struct Mover
    {
        Mover(QTcpServer& server, QThread& thread) { server.moveToThread(&thread); }
    };

    void accept()
    {
        while (QTcpSocket* socket = m_server.nextPendingConnection()) {
            auto* request = new QByteArray;
            QObject::connect(socket, &QTcpSocket::disconnected, socket, [socket, request] {
                delete request;
                socket->deleteLater();
            });
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, request] {
                request->append(socket->readAll());
                if (!request->contains("\r\n\r\n") || request->startsWith("done"))
                    return;
                const QByteArray path = request->split(' ').value(1);
                HttpResponse response{404, "not here\n", {}, 0, {}, false};
                QByteArray extra;
                {
                    QMutexLocker lock(&m_mutex);
                    m_requests.append(request->left(request->indexOf("\r\n\r\n")));
                    response = m_routes.value(path, response);
                    extra = m_headers.value(path);
                }
                *request = "done";
                QTimer::singleShot(response.delayMs, socket,
                                   [socket, response, extra] { answer(socket, response, extra); });
            });
        }
    }

    static void answer(QTcpSocket* socket, const HttpResponse& response, const QByteArray& extra)
    {
        QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) +
                          (response.status == 200 ? " OK" : " Not Found") + "\r\nContent-Type: text/csv\r\n";
        if (!response.omitLength)
            head += "Content-Length: " + QByteArray::number(response.declaredLength.value_or(response.body.size())) +
                    "\r\n";
        if (!response.etag.isEmpty())
            head += "ETag: " + response.etag + "\r\n";
        head += extra;
        head += "Connection: close\r\n\r\n";
        socket->write(head);
        socket->write(response.body);
        socket->disconnectFromHost();
    }

    QThread m_thread;
    QTcpServer m_server;
    Mover m_mover{m_server, m_thread};
    mutable QMutex m_mutex;
    QHash<QByteArray, HttpResponse> m_routes;
    QHash<QByteArray, QByteArray> m_headers;
    QList<QByteArray> m_requests;
};

} // namespace tunefit::test
