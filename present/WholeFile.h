// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>

/// Every file Tunefit writes (job files, reports, exports, `--out` files) is written whole or not at all: to a
/// temporary file beside the target (QSaveFile), checked, then renamed over it; a full disk or a failed write leaves
/// a file of that name as it was (issue 35).
namespace tunefit::present {

/// Opens `file` for writing, unbuffered. Qt 6.4's QSaveFile::commit() does not see a failure of the final flush of
/// its write buffer (qtbase src/corelib/io/qsavefile.cpp checks only errors of writeData()): on a full disk it renamed
/// an empty file over the target. Unbuffered, every write() reaches writeData() and reports its own failure, which
/// commit() then refuses.
bool openWhole(QSaveFile& file);

/// Writes `bytes` to `path` whole or not at all. Empty on success, else the system's reason.
QString writeWhole(const QString& path, const QByteArray& bytes);

} // namespace tunefit::present
