// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/DiffusionImport.h"

#include <gtest/gtest.h>
