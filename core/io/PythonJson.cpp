// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/PythonJson.h"

namespace tunefit {

QByteArray withPythonConstantsAsNull(std::string_view json)
{
    QByteArray out;
    out.reserve(qsizetype(json.size()));
    bool inString = false;
    for (size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            out.append(c);
            if (c == '\\' && i + 1 < json.size())
                out.append(json[++i]);
            else if (c == '"')
                inString = false;
            continue;
        }
        inString = c == '"';
        bool replaced = false;
        for (const std::string_view word : {"-Infinity", "Infinity", "NaN"}) {
            if (json.substr(i, word.size()) == word) {
                out.append("null");
                i += word.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out.append(c);
    }
    return out;
}

} // namespace tunefit
