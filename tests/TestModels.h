// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"

namespace tunefit::test {

// Architectures written out from their public config.json, independent of the bundled presets.
inline ModelSpec llama2_7b()
{
    ModelSpec m;
    m.name = "Llama-2-7B";
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 32;
    m.headDim = 128;
    m.ffn = 11008;
    m.vocab = 32000;
    return m;
}

inline ModelSpec llama31_8b()
{
    ModelSpec m = llama2_7b();
    m.name = "Llama-3.1-8B";
    m.kvHeads = 8;
    m.ffn = 14336;
    m.vocab = 128256;
    return m;
}

inline ModelSpec mixtral_8x7b()
{
    ModelSpec m = llama2_7b();
    m.name = "Mixtral-8x7B";
    m.kvHeads = 8;
    m.ffn = 14336;
    m.vocab = 32000;
    m.moe.experts = 8;
    m.moe.activeExperts = 2;
    m.moe.expertFfn = 14336;
    return m;
}

} // namespace tunefit::test
