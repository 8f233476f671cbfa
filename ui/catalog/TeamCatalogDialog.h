// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

#include <functional>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace tunefit::ui {

/// Catalog > Team catalog…: where the team's PostgreSQL catalog is (host, port, database, user), each field checked
/// as it is typed with the problem shown under it. Connect hands the location to a function that opens it; when that
/// fails the dialog stays open with the reason and everything typed. "Use local catalog" goes back to the SQLite
/// catalog of this computer.
///
/// The password is never part of the location: libpq reads it from ~/.pgpass or a service file; one typed here is
/// handed over for this session only and is not remembered anywhere (Settings::withoutPassword).
class TeamCatalogDialog final : public QDialog
{
    Q_OBJECT

public:
    /// Opens `location` (empty = the local catalog) with `password` (empty = none typed); returns the reason it
    /// failed, translated, or an empty string.
    using Connect = std::function<QString(const QString& location, const QString& password)>;

    /// `location`: the team catalog to show in the fields (the one in use, or the last one), empty for none.
    TeamCatalogDialog(const QString& location, Connect onConnect, QWidget* parent = nullptr);

    QLineEdit* hostEdit() const { return m_host; }
    QLineEdit* portEdit() const { return m_port; }
    QLineEdit* databaseEdit() const { return m_database; }
    QLineEdit* userEdit() const { return m_user; }
    QLineEdit* passwordEdit() const { return m_password; }
    QPushButton* connectButton() const { return m_connectButton; }
    QPushButton* localButton() const { return m_localButton; }

    /// The problem shown under a field ("host", "port", "database", "user"); empty when none.
    QString messageFor(const QString& field) const;
    /// Why the last Connect failed; empty when it did not.
    QString failure() const;
    /// The location the fields describe ("postgresql://user@host:port/database", percent-encoded; a socket folder
    /// as ?host=); empty while a field is wrong.
    QString location() const;

    /// Checks every field and shows the problems; true when all are right.
    bool validate();
    /// What Connect does: validate, then open; true (and the dialog accepted) when the team catalog is open.
    bool tryConnect();
    /// What "Use local catalog" does.
    bool useLocal();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The constructor's parts.
    void createFields();
    QFormLayout* createForm();
    void createButtons();
    void connectFieldChecks();
    void retranslateUi();
    /// Checks one field, shows its problem; true when it is right.
    bool check(QLineEdit* edit, QLabel* message);
    QString problem(const QLineEdit* edit) const;
    void fill(const QString& location);
    void showFailure(const QString& reason);

    Connect m_connect;
    QLineEdit* m_host = nullptr;
    QLineEdit* m_port = nullptr;
    QLineEdit* m_database = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_password = nullptr;
    QLabel* m_hostMessage = nullptr;
    QLabel* m_portMessage = nullptr;
    QLabel* m_databaseMessage = nullptr;
    QLabel* m_userMessage = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_passwordNote = nullptr;
    QLabel* m_failure = nullptr;
    QLabel* m_hostLabel = nullptr;
    QLabel* m_portLabel = nullptr;
    QLabel* m_databaseLabel = nullptr;
    QLabel* m_userLabel = nullptr;
    QLabel* m_passwordLabel = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_connectButton = nullptr;
    QPushButton* m_localButton = nullptr;
};

} // namespace tunefit::ui
