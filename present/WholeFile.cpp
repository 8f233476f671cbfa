// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/WholeFile.h"

namespace tunefit::present {

bool openWhole(QSaveFile& file)
{
    return file.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

QString writeWhole(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (openWhole(file) && file.write(bytes) == bytes.size() && file.commit())
        return {};
    const QString reason = file.errorString();
    file.cancelWriting();
    return reason;
}

} // namespace tunefit::present
