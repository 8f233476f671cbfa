// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

/// The largest architecture Tunefit accepts, checked where a config is read and again before estimating. No real
/// model comes near them (the largest published configs in 2026: hidden 18,432, 61-126 layers, 384 routed experts,
/// vocabularies up to 262,144); anything beyond is a typo or an attack on the arithmetic, not a model. They also
/// bound every product the estimator forms, so parameter and FLOP counts stay far inside int64 and double.
namespace tunefit::model_limits {

inline constexpr int64_t kMaxDimension = 1'000'000; ///< hidden size, FFN widths, head_dim
inline constexpr int64_t kMaxVocabulary = 4'000'000;
inline constexpr int64_t kMaxLayers = 1'000;
inline constexpr int64_t kMaxHeads = 100'000;
inline constexpr int64_t kMaxExperts = 100'000;
inline constexpr int64_t kMaxPositions = 100'000'000; ///< rows of a learned position embedding, a sliding window
inline constexpr double kMaxParameters = 1e13;        ///< 10,000 B parameters

} // namespace tunefit::model_limits
