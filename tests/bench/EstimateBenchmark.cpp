// SPDX-License-Identifier: GPL-3.0-or-later
#include "memory/MemoryEstimator.h"

#include <benchmark/benchmark.h>
