// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the importer: the facts the stack tables read from a config and the files it names (ConfigImport.cpp),
// how they combine into job fields (ConfigDerive.cpp) and how the fields go into the job (ConfigApply.cpp).

#include "core/Result.h"
#include "core/import/ImportedJob.h"
#include "core/import/StackTables.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace tunefit::import::detail {

/// One slot's value in Tunefit's words and where it was read.
struct Fact
{
    std::string value;
    ImportOrigin origin;
    int rule = 0; ///< index in the stack's table: a lower one wins
};

using Facts = std::array<std::optional<Fact>, kSlotCount>;

struct Context
{
    Stack stack;
    ImportedJob& out;
    Facts facts;
    std::string root; ///< the folder included files must lie in (IncludePath.h)
};

std::string lower(std::string_view s);
/// YAML 1.1 and Python spellings of a switch ("yes", "True", "off", "none"); nullopt when it is none of them.
std::optional<bool> readBool(std::string_view text);
/// A finite number in C-locale text (YAML 1.1 digit groups accepted); nullopt otherwise.
std::optional<double> readNumber(std::string text);
/// A number as a fact holds it: whole numbers without a fraction.
std::string numberText(double v);
/// "file:line: key", the Error::field of an imported value.
std::string fieldAt(const std::string& file, int line, const std::string& key);
/// Targets as a fact holds them: "q;k;v;..." in targetKeys() order.
std::string targetText(TargetSet targets);

const Fact* get(const Facts& f, Slot s);
/// The slot's value, or "" when no file sets it.
std::string value(const Facts& f, Slot s);
bool isTrue(const Facts& f, Slot s);
/// Sets a slot as derived (it wins over no rule of a table).
void set(Facts& f, Slot s, std::string v, const ImportOrigin& origin);
void setIfAbsent(Facts& f, Slot s, std::string v, const ImportOrigin& origin);
/// The origin of a value the stack's documentation gives, not a file.
ImportOrigin defaultOrigin(Stack stack, std::string_view key);

/// Hints -> job fields: the combinations each stack documents (ConfigDerive.cpp).
void derive(Context& c);
/// The job fields into the job, each range-checked where it is read (ConfigApply.cpp).
Result<bool> apply(Context& c);

} // namespace tunefit::import::detail
