// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"

namespace tunefit::test {

/// A model small enough to count by hand: 2 blocks, hidden 64, 4 heads of 16, SwiGLU 128, vocabulary 1000, untied.
/// Embedding 64,000 + lm_head 64,000 + 2 × (attention 4·64·64 = 16,384 + MLP 3·64·128 = 24,576 + 2 norms 128)
/// + final norm 64 = 210,240 parameters.
inline ModelSpec tiny()
{
    ModelSpec m;
    m.name = "tiny";
    m.layers = 2;
    m.hidden = 64;
    m.heads = 4;
    m.kvHeads = 4;
    m.headDim = 16;
    m.ffn = 128;
    m.vocab = 1000;
    return m;
}

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

/// Qwen3-30B-A3B (Qwen/Qwen3-30B-A3B config.json): 48 MoE blocks, hidden 2048, 32 query and 4 KV heads of 128,
/// 128 experts of 768, top-8.
inline ModelSpec qwen3_30b_a3b()
{
    ModelSpec m;
    m.name = "Qwen3-30B-A3B";
    m.layers = 48;
    m.hidden = 2048;
    m.heads = 32;
    m.kvHeads = 4;
    m.headDim = 128;
    m.ffn = 768;
    m.vocab = 151936;
    m.moe.experts = 128;
    m.moe.activeExperts = 8;
    m.moe.expertFfn = 768;
    return m;
}

} // namespace tunefit::test
