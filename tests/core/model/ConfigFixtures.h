// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The real config.json files of tests/data/configs, read for the architecture tests.
#include "core/model/HfConfigImport.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <gtest/gtest.h>

namespace tunefit::test {

inline QByteArray fixture(const char* file)
{
    QFile f(QStringLiteral(TUNEFIT_SOURCE_DIR "/tests/data/configs/") + QString::fromUtf8(file));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << file;
    return f.readAll();
}

/// The model a fixture describes; a failed import is a test failure with its field and detail.
inline ModelSpec load(const char* file)
{
    const Result<ModelSpec> r = modelFromHfConfig(fixture(file), file);
    EXPECT_TRUE(r.ok()) << file << ": " << (r.ok() ? "" : r.error().field + " " + r.error().detail);
    return r.ok() ? r.value() : ModelSpec{};
}

} // namespace tunefit::test
