// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Result.h"

#include <array>
#include <ostream>
#include <utility>

namespace tunefit {

namespace {

/// Every code's stable key, in the enum's order so that a code is its own index.
constexpr std::pair<ErrorCode, std::string_view> kErrorCodeKeys[] = {
    {ErrorCode::MissingKey, "missing_key"},
    {ErrorCode::MissingOption, "missing_option"},
    {ErrorCode::MissingValue, "missing_value"},
    {ErrorCode::MissingColumn, "missing_column"},
    {ErrorCode::WrongType, "wrong_type"},
    {ErrorCode::InvalidValue, "invalid_value"},
    {ErrorCode::UnknownValue, "unknown_value"},
    {ErrorCode::UnknownPreset, "unknown_preset"},
    {ErrorCode::AmbiguousModel, "ambiguous_model"},
    {ErrorCode::UnknownGpu, "unknown_gpu"},
    {ErrorCode::OutOfRange, "out_of_range"},
    {ErrorCode::NotDivisible, "not_divisible"},
    {ErrorCode::TooLarge, "too_large"},
    {ErrorCode::Inconsistent, "inconsistent"},
    {ErrorCode::Empty, "empty"},
    {ErrorCode::Unsupported, "unsupported"},
    {ErrorCode::IncompleteCase, "incomplete_case"},
    {ErrorCode::NoPeak, "no_peak"},
    {ErrorCode::CannotOpen, "cannot_open"},
    {ErrorCode::CannotRead, "cannot_read"},
    {ErrorCode::CannotCreate, "cannot_create"},
    {ErrorCode::MalformedJson, "malformed_json"},
    {ErrorCode::MalformedYaml, "malformed_yaml"},
    {ErrorCode::MalformedCsv, "malformed_csv"},
    {ErrorCode::FileTooLarge, "file_too_large"},
    {ErrorCode::WrongFormat, "wrong_format"},
    {ErrorCode::UnsupportedVersion, "unsupported_version"},
    {ErrorCode::IncludeRefused, "include_refused"},
    {ErrorCode::CannotWrite, "cannot_write"},
    {ErrorCode::SchemaTooNew, "schema_too_new"},
    {ErrorCode::DatabaseBusy, "database_busy"},
    {ErrorCode::NotFound, "not_found"},
    {ErrorCode::DuplicateKey, "duplicate_key"},
    {ErrorCode::SqlFailed, "sql_failed"},
    {ErrorCode::NotOpen, "not_open"},
    {ErrorCode::MoveAsideFailed, "move_aside_failed"},
    {ErrorCode::EmptyPath, "empty_path"},
    {ErrorCode::CatalogIsFolder, "catalog_is_folder"},
    {ErrorCode::NotACatalog, "not_a_catalog"},
    {ErrorCode::ForeignDatabase, "foreign_database"},
    {ErrorCode::ReadOnly, "read_only"},
    {ErrorCode::ReadOnlyOldSchema, "read_only_old_schema"},
    {ErrorCode::EditConflict, "edit_conflict"},
    {ErrorCode::PermissionDenied, "permission_denied"},
    {ErrorCode::ServerUnavailable, "server_unavailable"},
    {ErrorCode::LoginFailed, "login_failed"},
    {ErrorCode::TeamOffline, "team_offline"},
    {ErrorCode::NoOffersInFile, "no_offers_in_file"},
    {ErrorCode::DownloadFailed, "download_failed"},
    {ErrorCode::DownloadTimedOut, "download_timed_out"},
    {ErrorCode::DownloadTooLarge, "download_too_large"},
    {ErrorCode::DownloadCancelled, "download_cancelled"},
    {ErrorCode::HubNotFound, "hub_not_found"},
    {ErrorCode::HubGated, "hub_gated"},
};

constexpr bool keysFollowTheEnum()
{
    for (size_t i = 0; i < std::size(kErrorCodeKeys); ++i) {
        if (kErrorCodeKeys[i].first != ErrorCode(i))
            return false;
    }
    return true;
}
static_assert(keysFollowTheEnum(), "kErrorCodeKeys lists the codes in the order ErrorCode declares them");
static_assert(std::size(kErrorCodeKeys) == size_t(ErrorCode::HubGated) + 1, "every ErrorCode has a key");

} // namespace

std::string_view errorCodeKey(ErrorCode code)
{
    const auto index = size_t(code);
    return index < std::size(kErrorCodeKeys) ? kErrorCodeKeys[index].second : "unknown";
}

std::ostream& operator<<(std::ostream& out, ErrorCode code)
{
    return out << errorCodeKey(code);
}

} // namespace tunefit
