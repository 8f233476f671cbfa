#!/bin/sh
# Configures (once) and builds Tunefit with Ninja into ./build. Used by run-app.sh and run-tests.sh.
set -eu
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
if [ ! -f build/build.ninja ]; then
  # Warnings are errors here (and so in CI): the build stays warning-free with -Wall -Wextra -Wpedantic.
  # -g1: line tables for backtraces; full -g cost a quarter of the build's time (issue 30).
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DCMAKE_COMPILE_WARNING_AS_ERROR=ON
fi
cmake --build build -j2
