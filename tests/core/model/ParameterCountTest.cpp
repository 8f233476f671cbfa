// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestModels.h"
#include "core/model/ModelSpec.h"

#include <gtest/gtest.h>

using namespace tunefit;

TEST(ParameterCount, Llama2_7bMatchesTheHandCount)
{
    // Per layer: 4·4096² (attention) + 3·4096·11008 (MLP) + 2·4096 (norms) = 202,383,360;
    // ×32 = 6,476,267,520; + 2·32000·4096 (embedding + lm_head) + 4096 (final norm) = 6,738,415,616.
    const ParameterCount p = countParameters(test::llama2_7b());
    EXPECT_EQ(p.total(), 6'738'415'616);
    EXPECT_EQ(p.lmHead, 32000 * 4096);
}
