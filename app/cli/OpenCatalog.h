// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/catalog/CatalogOrigin.h"
#include "core/catalog/CatalogStore.h"

#include <QCommandLineOption>
#include <QString>

#include <optional>

namespace tunefit::cli {

/// Opens the catalog at the store's path, telling the user on stderr about a damaged file that was moved aside or a
/// catalog that can only be read. Prints the reason and returns the error when it cannot be opened; the command then
/// exits with catalogExitCode(error).
Result<CatalogStore::OpenReport> openCatalog(CatalogStore& store);

/// The exit code for a catalog that cannot be opened or read: 2 (bad input) when the path names no catalog (empty,
/// a folder, a file that is not SQLite, another program's database); else 3 (the file cannot be read or written now:
/// in use by another program, unreadable, read-only, damaged and not movable).
int catalogExitCode(const Error& error);

/// --catalog FILE|URI of the commands that read the catalog through loadCatalogToRead().
QCommandLineOption catalogOption();
/// --no-calibration of the commands that evaluate a job: the model's own figures, without the catalog's calibrations
/// (EvaluationRequest::useCalibrations).
QCommandLineOption noCalibrationOption();

/// Where --catalog points: a file path, or a team catalog's postgresql:// URI (issue 19); the user's own catalog
/// when `given` is null (the option was not given). Prints the reason of a malformed URI (exit with
/// catalogExitCode(error)).
Result<CatalogLocation> catalogLocation(const QString& given);

/// The catalog a plan or report reads: the file or team catalog given with --catalog (a team catalog whose server
/// cannot be reached is read from its offline copy, with a notice on stderr); else the user's own catalog when it
/// exists (the one the desktop app edits, so an edited price counts everywhere); else the built-in catalog.
/// `explicitPath` is the option's value as QCommandLineParser::value() gives it: null when the option was not given.
/// An empty value (an unset shell variable) is refused, never taken for "not given". Prints the reason and returns
/// the error when the catalog cannot be read (exit with catalogExitCode(error)). `origin`, when given, receives
/// which catalog the rows came from (a report says it).
Result<Catalog> loadCatalogToRead(const QString& explicitPath, CatalogOrigin* origin = nullptr);

} // namespace tunefit::cli
