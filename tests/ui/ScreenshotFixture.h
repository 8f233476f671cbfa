// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "present/Language.h"

#include <QByteArray>
#include <QDir>
#include <QString>

#include <gtest/gtest.h>

namespace tunefit::ui {

/// Every screenshot test (a look at the real window, not an assertion): skipped unless TUNEFIT_SCREENSHOTS names the
/// folder to write to, which is made; English first.
class Screenshot : public ::testing::Test
{
protected:
    void SetUp() override
    {
        dir = qgetenv("TUNEFIT_SCREENSHOTS");
        if (dir.isEmpty())
            GTEST_SKIP() << "set TUNEFIT_SCREENSHOTS=<dir> to write screenshots";
        QDir().mkpath(QString::fromLocal8Bit(dir));
        ASSERT_TRUE(present::Language::apply(QStringLiteral("en"), false));
    }

    QByteArray dir; ///< the folder the screenshots go to
};

} // namespace tunefit::ui
