#!/bin/sh
# Configures (once) and builds ./build-asan: the clang build with AddressSanitizer + UndefinedBehaviorSanitizer whose
# test suite run-sanitizers.sh runs and whose libFuzzer binaries run-fuzz.sh runs (one build for both: issue 30).
# Arguments: the targets to build (default: all).
set -eu
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
# A build-asan configured by another compiler (an older checkout's GCC build) is replaced, not mixed.
if [ -f build-asan/CMakeCache.txt ] && ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang' build-asan/CMakeCache.txt; then
  rm -rf build-asan
fi
if [ ! -f build-asan/build.ninja ]; then
  # Debian 12's default clang (14) with its libFuzzer runtime (libclang-rt-14-dev); it compiles this code under the
  # sanitizers about a third faster than GCC 12. -O1 without NDEBUG: assertions stay on, the suite runs in reasonable
  # time. -g1 (line tables) is all a report's stack needs. Precompiled headers: each target parses Qt and GoogleTest
  # once.
  CC=${TUNEFIT_SANITIZER_CC:-clang-14} CXX=${TUNEFIT_SANITIZER_CXX:-clang++-14} \
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
    -DTUNEFIT_SANITIZE=ON -DTUNEFIT_PCH=ON
fi
if [ $# -gt 0 ]; then
  cmake --build build-asan -j2 --target "$@"
else
  cmake --build build-asan -j2
fi
