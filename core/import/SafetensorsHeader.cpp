// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/SafetensorsHeader.h"

#include "core/Checked.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <fstream>

namespace tunefit::import {

namespace {

// safetensors refuses headers over 100 MB (safetensors/src/tensor.rs MAX_HEADER_SIZE); a 14 B model's is ~100 KB.
constexpr uint64_t kMaxHeaderBytes = 100u << 20;
constexpr int kMaxDimensions = 8;

} // namespace

Result<SafetensorsTensors> parseSafetensorsHeader(const QByteArray& json, const std::string& file)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorCode::MalformedJson, file, parseError.errorString().toStdString()};
    if (!doc.isObject())
        return Error{ErrorCode::WrongFormat, file, "safetensors_header_not_object"};
    SafetensorsTensors tensors;
    const QJsonObject all = doc.object();
    for (auto it = all.begin(); it != all.end(); ++it) {
        if (it.key() == QLatin1String("__metadata__") || !it.value().isObject())
            continue;
        const QJsonObject t = it.value().toObject();
        const QJsonArray shape = t.value(QLatin1String("shape")).toArray();
        if (shape.size() > kMaxDimensions)
            return Error{ErrorCode::OutOfRange, file, it.key().toStdString() + ": " + std::to_string(shape.size())};
        TensorHeader header{t.value(QLatin1String("dtype")).toString().toStdString(), {}};
        for (const QJsonValue& d : shape) {
            const auto dim = checked::toInteger<int64_t>(d.toDouble(-1), 0, int64_t(1) << 40);
            if (!dim)
                return Error{ErrorCode::OutOfRange, file, it.key().toStdString()};
            header.shape.push_back(*dim);
        }
        tensors.emplace(it.key().toStdString(), std::move(header));
    }
    return tensors;
}

Result<SafetensorsTensors> readSafetensorsHeader(const std::filesystem::path& file)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec))
        return Error{ErrorCode::CannotOpen, file.string(), "no such file"};
    if (!std::filesystem::is_regular_file(file, ec)) // follows links, as a Hugging Face cache snapshot needs
        return Error{ErrorCode::IncludeRefused, file.string(), "not a plain file"};
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return Error{ErrorCode::CannotOpen, file.string(), "safetensors"};
    unsigned char len[8] = {};
    if (!in.read(reinterpret_cast<char*>(len), 8))
        return Error{ErrorCode::WrongFormat, file.string(), "no_safetensors_header"};
    uint64_t n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | len[i];
    if (n == 0 || n > kMaxHeaderBytes)
        return Error{ErrorCode::WrongFormat, file.string(), "safetensors_header_length|" + std::to_string(n)};
    QByteArray header(qsizetype(n), Qt::Uninitialized);
    if (!in.read(header.data(), std::streamsize(n)))
        return Error{ErrorCode::WrongFormat, file.string(), "truncated_safetensors_header"};
    return parseSafetensorsHeader(header, file.string());
}

} // namespace tunefit::import
