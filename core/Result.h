// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace tunefit {

/// The values a field accepts, both ends included; front ends word it with the error ("allowed: 1 to 1,000").
struct AllowedRange
{
    double min = 0;
    double max = 0;
    bool excludesMin = false; ///< min itself is not allowed: "above 0, up to 1,000" (a budget of 0 is refused)
};

/// What went wrong, as a code. Front ends word every code (present/ErrorWording.h, one switch without a default, so
/// a new code does not build until it has its sentence). errorCodeKey's table (core/Result.cpp) lists the codes in
/// this order and checks that HubGated is the last.
enum class ErrorCode
{
    // A value the user or a file gave
    MissingKey,     ///< a required key of a JSON file is absent
    MissingOption,  ///< a required command-line option is absent
    MissingValue,   ///< a required cell of a table row is empty
    MissingColumn,  ///< a CSV file lacks a required column
    WrongType,      ///< a JSON entry has another type (detail: the expected type)
    InvalidValue,   ///< a value that cannot be read as what the field holds
    UnknownValue,   ///< a name the field does not know (an enum key, a sort key)
    UnknownPreset,  ///< a model name no library entry fits (Error::suggestions: the nearest entries' ids)
    AmbiguousModel, ///< a model name that fits several library entries equally (Error::suggestions: their ids)
    UnknownGpu,     ///< a GPU name the catalog does not hold
    OutOfRange,     ///< a number outside what the field accepts (Error::allowed says what it accepts)
    NotDivisible,   ///< heads that do not split evenly
    TooLarge,       ///< a model beyond what Tunefit estimates
    Inconsistent,   ///< a value that contradicts another (detail: which rule)
    Empty,          ///< a list that needs at least one entry
    Unsupported,    ///< a feature this version does not model (detail: which)
    IncompleteCase, ///< a validation case without the inputs the estimator needs
    NoPeak,         ///< a GPU without a peak throughput figure
                    // Files
    CannotOpen,
    CannotRead,
    CannotCreate,
    MalformedJson,
    MalformedYaml, ///< detail: "line:column: message"
    MalformedCsv,
    FileTooLarge,       ///< a file beyond what its kind can be (detail: its size)
    WrongFormat,        ///< valid JSON, but not a file of the expected kind
    UnsupportedVersion, ///< written by a newer Tunefit
    IncludeRefused,     ///< a file a config names lies outside the folder imports may read, or is no plain file
                        ///< (detail: the name as written)
    CannotWrite,        ///< an output file could not be written whole (detail: the system's reason); the old file
                        ///< is intact
                        // The catalog store
    SchemaTooNew,
    DatabaseBusy,
    NotFound,
    DuplicateKey,
    SqlFailed,
    NotOpen,
    MoveAsideFailed,
    EmptyPath,
    CatalogIsFolder,
    NotACatalog,
    ForeignDatabase,
    ReadOnly,
    ReadOnlyOldSchema,
    // A team catalog on a PostgreSQL server
    EditConflict,      ///< the row changed or was deleted since it was read (detail: the row's key)
    PermissionDenied,  ///< the server's role may not do this (SQLSTATE 42501; detail: the server's words)
    ServerUnavailable, ///< the server cannot be reached and there is no offline copy (detail: libpq's words)
    LoginFailed,       ///< the server refused the user name or password (detail: libpq's words)
    TeamOffline,       ///< a change to a team catalog opened from its offline copy: refused until the server is back
                       // Price sources (downloads)
    NoOffersInFile,    ///< a price file with no offer in it (detail: the source)
    DownloadFailed,    ///< detail: the HTTP status or the network's error text
    DownloadTimedOut,  ///< detail: the seconds waited
    DownloadTooLarge,  ///< detail: the limit in bytes
    DownloadCancelled, ///< the user stopped it
                       // The Hugging Face Hub (a model's config.json fetched on request)
    HubNotFound, ///< no such model repository, or no config.json in it (detail: the Hub id)
    HubGated,    ///< a gated or private repository: the licence must be accepted and a token set (detail: the Hub id)
};

/// The stable machine key of a code ("out_of_range"): what JSON output, logs and tests outside C++ read.
std::string_view errorCodeKey(ErrorCode code);
/// Writes errorCodeKey() (test output, diagnostics).
std::ostream& operator<<(std::ostream& out, ErrorCode code);

/// Why an input was rejected. The core carries codes and values only; the UI and the CLI word them.
struct Error
{
    ErrorCode code = ErrorCode::InvalidValue;
    std::string field;                         ///< the input field or key concerned, e.g. "hidden_size"
    std::string detail;                        ///< the offending value or a technical detail (not a sentence)
    std::optional<AllowedRange> allowed = {};  ///< for "out_of_range": what the field accepts
    std::vector<std::string> suggestions = {}; ///< for unknown or ambiguous names: ids the user may mean
};

/// A value or the Error that prevented it (std::expected is C++23; we stay on C++20).
template <class T> class Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    T&& value() && { return std::get<T>(std::move(m_state)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

} // namespace tunefit
