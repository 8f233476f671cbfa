// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/CatalogStore.h"

#include <QCommandLineOption>
#include <QString>

#include <optional>

namespace tunefit::cli {

/// Opens the catalog at `path` (the user's own when empty), telling the user about a recovered file on stderr.
/// Prints the reason and returns false when it cannot be opened.
bool openCatalog(CatalogStore& store);

/// --catalog FILE of the commands that read the catalog through catalogToRead().
QCommandLineOption catalogOption();

/// The catalog a plan or report reads: the file given with --catalog; else the user's own catalog when it exists
/// (the one the desktop app edits, so an edited price counts everywhere); else the built-in catalog. Prints the
/// reason and returns nullopt when a file cannot be read.
std::optional<Catalog> catalogToRead(const QString& explicitPath);

} // namespace tunefit::cli
