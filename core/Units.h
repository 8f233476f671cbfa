// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tunefit::units {

// Memory is kept in bytes inside the core. GiB (2^30) is what torch and nvidia-smi report; GB (10^9) is what
// vendors print on the box. Convert only at the edges.
inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kMiB = 1024.0 * 1024.0;
inline constexpr double kGB = 1e9;

constexpr double toGiB(double bytes) { return bytes / kGiB; }
constexpr double fromGiB(double gib) { return gib * kGiB; }
constexpr double gbToGiB(double gb) { return gb * kGB / kGiB; }

} // namespace tunefit::units
