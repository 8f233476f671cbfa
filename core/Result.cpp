// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Result.h"

#include <ostream>

namespace tunefit {

std::string_view errorCodeKey(ErrorCode code)
{
    switch (code) {
    case ErrorCode::MissingKey:
        return "missing_key";
    case ErrorCode::MissingOption:
        return "missing_option";
    case ErrorCode::MissingValue:
        return "missing_value";
    case ErrorCode::MissingColumn:
        return "missing_column";
    case ErrorCode::WrongType:
        return "wrong_type";
    case ErrorCode::InvalidValue:
        return "invalid_value";
    case ErrorCode::UnknownValue:
        return "unknown_value";
    case ErrorCode::UnknownPreset:
        return "unknown_preset";
    case ErrorCode::AmbiguousModel:
        return "ambiguous_model";
    case ErrorCode::UnknownGpu:
        return "unknown_gpu";
    case ErrorCode::OutOfRange:
        return "out_of_range";
    case ErrorCode::NotDivisible:
        return "not_divisible";
    case ErrorCode::TooLarge:
        return "too_large";
    case ErrorCode::MalformedYaml:
        return "malformed_yaml";
    case ErrorCode::FileTooLarge:
        return "file_too_large";
    case ErrorCode::Inconsistent:
        return "inconsistent";
    case ErrorCode::Empty:
        return "empty";
    case ErrorCode::Unsupported:
        return "unsupported";
    case ErrorCode::IncompleteCase:
        return "incomplete_case";
    case ErrorCode::NoPeak:
        return "no_peak";
    case ErrorCode::CannotOpen:
        return "cannot_open";
    case ErrorCode::CannotRead:
        return "cannot_read";
    case ErrorCode::CannotCreate:
        return "cannot_create";
    case ErrorCode::MalformedJson:
        return "malformed_json";
    case ErrorCode::MalformedCsv:
        return "malformed_csv";
    case ErrorCode::WrongFormat:
        return "wrong_format";
    case ErrorCode::UnsupportedVersion:
        return "unsupported_version";
    case ErrorCode::SchemaTooNew:
        return "schema_too_new";
    case ErrorCode::DatabaseBusy:
        return "database_busy";
    case ErrorCode::NotFound:
        return "not_found";
    case ErrorCode::DuplicateKey:
        return "duplicate_key";
    case ErrorCode::SqlFailed:
        return "sql_failed";
    case ErrorCode::NotOpen:
        return "not_open";
    case ErrorCode::MoveAsideFailed:
        return "move_aside_failed";
    case ErrorCode::EmptyPath:
        return "empty_path";
    case ErrorCode::CatalogIsFolder:
        return "catalog_is_folder";
    case ErrorCode::NotACatalog:
        return "not_a_catalog";
    case ErrorCode::ForeignDatabase:
        return "foreign_database";
    case ErrorCode::ReadOnly:
        return "read_only";
    case ErrorCode::ReadOnlyOldSchema:
        return "read_only_old_schema";
    case ErrorCode::EditConflict:
        return "edit_conflict";
    case ErrorCode::PermissionDenied:
        return "permission_denied";
    case ErrorCode::ServerUnavailable:
        return "server_unavailable";
    case ErrorCode::LoginFailed:
        return "login_failed";
    case ErrorCode::TeamOffline:
        return "team_offline";
    case ErrorCode::NoOffersInFile:
        return "no_offers_in_file";
    case ErrorCode::DownloadFailed:
        return "download_failed";
    case ErrorCode::DownloadTimedOut:
        return "download_timed_out";
    case ErrorCode::DownloadTooLarge:
        return "download_too_large";
    case ErrorCode::DownloadCancelled:
        return "download_cancelled";
    case ErrorCode::HubNotFound:
        return "hub_not_found";
    case ErrorCode::HubGated:
        return "hub_gated";
    case ErrorCode::IncludeRefused:
        return "include_refused";
    case ErrorCode::CannotWrite:
        return "cannot_write";
    }
    return "unknown";
}

std::ostream& operator<<(std::ostream& out, ErrorCode code)
{
    return out << errorCodeKey(code);
}

} // namespace tunefit
