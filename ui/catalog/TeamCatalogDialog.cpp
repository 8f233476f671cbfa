// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/TeamCatalogDialog.h"
#include "ui/common/ScreenFit.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace tunefit::ui {

namespace {

/// PostgreSQL cuts identifiers (database and role names) at NAMEDATALEN - 1 = 63 bytes
/// (https://www.postgresql.org/docs/current/sql-syntax-lexical.html#SQL-SYNTAX-IDENTIFIERS).
constexpr qsizetype kMaxNameBytes = 63;
/// A DNS name is at most 253 characters (RFC 1035 §2.3.4, written without the final dot).
constexpr qsizetype kMaxHostLength = 253;
/// libpq's default port (https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNECT-PORT).
constexpr int kDefaultPort = 5432;

bool isHostName(const QString& host)
{
    // RFC 1123 labels: letters, digits and hyphens, not starting or ending with a hyphen, 63 characters at most.
    static const QRegularExpression kName(QStringLiteral(
        R"(^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$)"));
    return host.size() <= kMaxHostLength && kName.match(host).hasMatch();
}

bool isPostgresUrl(const QString& text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

QLabel* messageLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->hide();
    return label;
}

} // namespace

TeamCatalogDialog::TeamCatalogDialog(const QString& location, Connect onConnect, QWidget* parent)
    : QDialog(parent), m_connect(std::move(onConnect))
{
    setObjectName(QStringLiteral("teamCatalogDialog"));
    createFields();
    QFormLayout* form = createForm();
    createButtons();
    connectFieldChecks();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_failure);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    fill(location);
    retranslateUi();
    resizeToScreen(this, QSize(560, sizeHint().height()));
}

/// The connection fields, the messages under them and the notes.
void TeamCatalogDialog::createFields()
{
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_host = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("host"));
    m_port = new QLineEdit(this);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setPlaceholderText(QString::number(kDefaultPort));    // a port number is never written with separators
    m_host->setPlaceholderText(QStringLiteral("db.example.com")); // examples of names, the same in every language
    m_port->setMaxLength(5);
    m_database = new QLineEdit(this);
    m_database->setObjectName(QStringLiteral("database"));
    m_database->setPlaceholderText(QStringLiteral("tunefit"));
    m_user = new QLineEdit(this);
    m_user->setObjectName(QStringLiteral("user"));
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_hostMessage = messageLabel(this);
    m_portMessage = messageLabel(this);
    m_databaseMessage = messageLabel(this);
    m_userMessage = messageLabel(this);
    m_passwordNote = new QLabel(this);
    m_passwordNote->setWordWrap(true);
    m_failure = new QLabel(this);
    m_failure->setObjectName(QStringLiteral("failure"));
    m_failure->setWordWrap(true);
    m_failure->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_failure->hide();
}

/// A row per field: its label, the field and its message under it.
QFormLayout* TeamCatalogDialog::createForm()
{
    auto* form = new QFormLayout;
    auto field = [&](QLabel*& label, QLineEdit* edit, QLabel* message) {
        label = new QLabel(this);
        label->setBuddy(edit);
        auto* cell = new QVBoxLayout;
        cell->setSpacing(2);
        cell->addWidget(edit);
        if (message)
            cell->addWidget(message);
        form->addRow(label, cell);
    };
    field(m_hostLabel, m_host, m_hostMessage);
    field(m_portLabel, m_port, m_portMessage);
    field(m_databaseLabel, m_database, m_databaseMessage);
    field(m_userLabel, m_user, m_userMessage);
    field(m_passwordLabel, m_password, nullptr);
    form->addRow(QString(), m_passwordNote);
    return form;
}

void TeamCatalogDialog::createButtons()
{
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_connectButton = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_connectButton->setObjectName(QStringLiteral("connect"));
    m_connectButton->setDefault(true);
    m_localButton = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_localButton->setObjectName(QStringLiteral("useLocal"));
    connect(m_connectButton, &QPushButton::clicked, this, &TeamCatalogDialog::tryConnect);
    connect(m_localButton, &QPushButton::clicked, this, &TeamCatalogDialog::useLocal);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void TeamCatalogDialog::connectFieldChecks()
{
    // A field is checked when the user leaves it and again as it is corrected, never while first typed.
    const std::pair<QLineEdit*, QLabel*> checked[] = {
        {m_host, m_hostMessage}, {m_port, m_portMessage}, {m_database, m_databaseMessage}, {m_user, m_userMessage}};
    for (const auto& [edit, message] : checked) {
        // Captured by copy under new names: C++20 allows capturing the bindings, clang 14 (the sanitizer build) not.
        connect(edit, &QLineEdit::editingFinished, this, [this, e = edit, m = message] { check(e, m); });
        connect(edit, &QLineEdit::textEdited, this, [this, e = edit, m = message] {
            if (!m->isHidden())
                check(e, m);
        });
    }
    // A pasted connection string fills every field; its password, if any, only the password field.
    connect(m_host, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (isPostgresUrl(text.trimmed()))
            fill(text.trimmed());
    });
}

void TeamCatalogDialog::retranslateUi()
{
    setWindowTitle(tr("Team catalog"));
    m_intro->setText(tr("A team catalog is one price list on a PostgreSQL server that everyone on the team plans "
                        "with and edits. The local catalog of this computer stays as it is."));
    m_hostLabel->setText(tr("&Host:"));
    m_portLabel->setText(tr("&Port:"));
    m_databaseLabel->setText(tr("&Database:"));
    m_userLabel->setText(tr("&User:"));
    m_passwordLabel->setText(tr("Pass&word:"));
    m_password->setPlaceholderText(tr("from ~/.pgpass or the service file"));
    m_passwordNote->setText(tr("The password is read from ~/.pgpass or your libpq service file. One typed here is "
                               "used until Tunefit closes and is never saved."));
    m_connectButton->setText(tr("&Connect"));
    m_localButton->setText(tr("Use &local catalog"));
    // Messages already shown follow the language.
    const std::pair<QLineEdit*, QLabel*> checked[] = {
        {m_host, m_hostMessage}, {m_port, m_portMessage}, {m_database, m_databaseMessage}, {m_user, m_userMessage}};
    for (const auto& [edit, message] : checked) {
        if (!message->isHidden())
            check(edit, message);
    }
}

void TeamCatalogDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void TeamCatalogDialog::fill(const QString& location)
{
    if (!isPostgresUrl(location))
        return;
    const QUrl url(location);
    if (!url.isValid())
        return;
    const QUrlQuery query(url);
    const QString socketFolder = query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    m_host->setText(socketFolder.isEmpty() ? url.host() : socketFolder);
    m_port->setText(url.port() > 0 ? QString::number(url.port()) : QString());
    m_database->setText(url.path(QUrl::FullyDecoded).mid(1));
    m_user->setText(url.userName(QUrl::FullyDecoded));
    if (!url.password().isEmpty())
        m_password->setText(url.password(QUrl::FullyDecoded));
}

QString TeamCatalogDialog::problem(const QLineEdit* edit) const
{
    const QString text = edit->text().trimmed();
    if (edit == m_host) {
        if (text.isEmpty())
            return tr("Enter the server's host name or address, for example db.example.com.");
        // A folder holding the server's Unix socket is also a host for libpq.
        if (text.startsWith(QLatin1Char('/')) || isHostName(text) || !QHostAddress(text).isNull())
            return {};
        return tr("A host name has only letters, digits, dots and hyphens; an address is written like 192.0.2.7 or "
                  "2001:db8::7.");
    }
    if (edit == m_port) {
        if (text.isEmpty())
            return {};
        bool ok = false;
        const int port = text.toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return tr("The port is a whole number from 1 to 65535 (empty: PostgreSQL's usual %1).").arg(kDefaultPort);
        return {};
    }
    if (edit == m_database || edit == m_user) {
        if (text.isEmpty())
            return edit == m_database ? tr("Enter the database that holds the team catalog.")
                                      : tr("Enter the database role to connect as.");
        if (text.toUtf8().size() > kMaxNameBytes)
            return tr("PostgreSQL names are at most %1 bytes long.").arg(kMaxNameBytes);
    }
    return {};
}

bool TeamCatalogDialog::check(QLineEdit* edit, QLabel* message)
{
    const QString text = problem(edit);
    message->setText(text);
    message->setVisible(!text.isEmpty());
    return text.isEmpty();
}

QString TeamCatalogDialog::messageFor(const QString& field) const
{
    const QLabel* messages[] = {m_hostMessage, m_portMessage, m_databaseMessage, m_userMessage};
    const QLineEdit* edits[] = {m_host, m_port, m_database, m_user};
    for (int i = 0; i < 4; ++i) {
        if (edits[i]->objectName() == field)
            return messages[i]->isHidden() ? QString() : messages[i]->text();
    }
    return {};
}

QString TeamCatalogDialog::failure() const
{
    return m_failure->isHidden() ? QString() : m_failure->text();
}

bool TeamCatalogDialog::validate()
{
    bool ok = true;
    QLineEdit* firstWrong = nullptr;
    const std::pair<QLineEdit*, QLabel*> checked[] = {
        {m_host, m_hostMessage}, {m_port, m_portMessage}, {m_database, m_databaseMessage}, {m_user, m_userMessage}};
    for (const auto& [edit, message] : checked) {
        if (!check(edit, message)) {
            ok = false;
            if (!firstWrong)
                firstWrong = edit;
        }
    }
    if (firstWrong)
        firstWrong->setFocus();
    return ok;
}

QString TeamCatalogDialog::location() const
{
    for (const QLineEdit* edit : {m_host, m_port, m_database, m_user}) {
        if (!problem(edit).isEmpty())
            return {};
    }
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(m_user->text().trimmed());
    const QString host = m_host->text().trimmed();
    if (host.startsWith(QLatin1Char('/'))) {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("host"), QString::fromLatin1(QUrl::toPercentEncoding(host)));
        url.setQuery(query);
    } else {
        url.setHost(host);
    }
    if (!m_port->text().trimmed().isEmpty())
        url.setPort(m_port->text().trimmed().toInt());
    url.setPath(QLatin1Char('/') + m_database->text().trimmed());
    return url.toString(QUrl::FullyEncoded);
}

void TeamCatalogDialog::showFailure(const QString& reason)
{
    m_failure->setText(reason);
    m_failure->setVisible(!reason.isEmpty());
}

bool TeamCatalogDialog::tryConnect()
{
    showFailure({});
    if (!validate())
        return false;
    const QString reason = m_connect ? m_connect(location(), m_password->text()) : QString();
    showFailure(reason);
    if (!reason.isEmpty())
        return false;
    accept();
    return true;
}

bool TeamCatalogDialog::useLocal()
{
    const QString reason = m_connect ? m_connect(QString(), QString()) : QString();
    showFailure(reason);
    if (!reason.isEmpty())
        return false;
    accept();
    return true;
}

} // namespace tunefit::ui
