// SPDX-License-Identifier: GPL-3.0-or-later
#include "memory/MemoryEstimator.h"

#include <gtest/gtest.h>
