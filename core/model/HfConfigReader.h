// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The config.json reader shared by the importer's files (HfConfigImport.cpp, HfConfigFamilies.cpp): internal to
// core/model.

#include "core/Checked.h"
#include "core/Result.h"
#include "core/model/ModelSpec.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace tunefit::hfconfig {

/// Reads keys of one config object (the text_config of a multimodal config, else the root), falling back to a
/// second object (the root) for keys the first lacks. The first error met is kept; later reads then no-op.
class Reader
{
public:
    Reader(QJsonObject primary, QJsonObject fallback) : m_primary(std::move(primary)), m_fallback(std::move(fallback))
    {
    }

    std::optional<Error> error;

    /// The value of the first of `keys` present and not null.
    QJsonValue find(std::initializer_list<const char*> keys, const char** found = nullptr) const
    {
        for (const QJsonObject* object : {&m_primary, &m_fallback}) {
            for (const char* key : keys) {
                const QJsonValue v = object->value(QLatin1String(key));
                if (!v.isUndefined() && !v.isNull()) {
                    if (found)
                        *found = key;
                    return v;
                }
            }
        }
        return QJsonValue(QJsonValue::Undefined);
    }

    bool has(std::initializer_list<const char*> keys) const { return !find(keys).isUndefined(); }

    /// An integer in [min, max]; nullopt when absent or on error. A value that is not an integer is "invalid_value",
    /// one outside the range "out_of_range" with the range, so the message can say what the key accepts.
    std::optional<int> optInt(std::initializer_list<const char*> keys, int64_t min, int64_t max)
    {
        if (error)
            return std::nullopt;
        const char* key = nullptr;
        const QJsonValue v = find(keys, &key);
        if (v.isUndefined())
            return std::nullopt;
        const double d = v.isDouble() ? v.toDouble() : std::nan("");
        if (!std::isfinite(d) || d != std::floor(d)) {
            error = Error{ErrorCode::InvalidValue, key, text(v)};
            return std::nullopt;
        }
        const auto value = checked::toInteger<int>(d, int(min), int(max));
        if (!value)
            error = Error{ErrorCode::OutOfRange, key, text(v), AllowedRange{double(min), double(max)}};
        return value;
    }

    /// A required integer in [min, max]; a missing one names the first (canonical) key.
    int requireInt(std::initializer_list<const char*> keys, int64_t min, int64_t max)
    {
        if (error)
            return 0;
        const std::optional<int> v = optInt(keys, min, max);
        if (!v && !error)
            error = Error{ErrorCode::MissingKey, *keys.begin(), ""};
        return v.value_or(0);
    }

    bool optBool(std::initializer_list<const char*> keys, bool fallback) const
    {
        const QJsonValue v = find(keys);
        return v.isBool() ? v.toBool() : fallback;
    }

    std::string optString(std::initializer_list<const char*> keys) const
    {
        const QJsonValue v = find(keys);
        return v.isString() ? v.toString().toStdString() : std::string();
    }

private:
    static std::string text(const QJsonValue& v)
    {
        if (v.isString())
            return v.toString().toStdString();
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', 17).toStdString();
        if (v.isBool())
            return v.toBool() ? "true" : "false";
        return v.isArray() ? "[...]" : "{...}";
    }

    QJsonObject m_primary;
    QJsonObject m_fallback;
};

/// The architecture a family's own config keys describe, from transformers' config classes and their defaults:
/// Qwen3-Next's Gated DeltaNet, Nemotron-H's, Granite 4.0-H's and Falcon-H1's Mamba-2, Jamba's Mamba-1 and its
/// attention and expert periods, Llama 4's interleaved experts and chunked attention. Runs after the generic keys
/// are read; other families are left as they are. Errors go to r.error.
void readFamily(std::string_view type, Reader& r, ModelSpec& m);

/// Llama 4's vision tower (vision_config of model_type llama4_vision_model: Llama4VisionModel) and its projector.
void readLlama4Vision(Reader& r, int textHidden, VisionSpec& out);

} // namespace tunefit::hfconfig
