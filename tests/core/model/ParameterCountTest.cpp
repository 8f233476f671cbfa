// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ModelSpec.h"

#include <gtest/gtest.h>

using namespace tunefit;

namespace {

// Llama-2-7B from its public config.json: 32 layers, 4096 hidden, 32 heads (MHA), 11008 SwiGLU, 32000 vocab, untied.
ModelSpec llama2_7b()
{
    ModelSpec m;
    m.name = "Llama-2-7B";
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 32;
    m.headDim = 128;
    m.ffn = 11008;
    m.ffnKind = FfnKind::SwiGLU;
    m.vocab = 32000;
    return m;
}

} // namespace

TEST(ParameterCount, Llama2_7bMatchesTheHandCount)
{
    // Per layer: 4·4096² (attention) + 3·4096·11008 (MLP) + 2·4096 (norms) = 202,383,360;
    // ×32 = 6,476,267,520; + 2·32000·4096 (embedding + lm_head) + 4096 (final norm) = 6,738,415,616.
    const ParameterCount p = countParameters(llama2_7b());
    EXPECT_EQ(p.total(), 6'738'415'616);
    EXPECT_EQ(p.lmHead, 32000 * 4096);
}
