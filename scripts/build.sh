#!/bin/sh
# Configures (once) and builds Tunefit with Ninja into ./build. Used by run-app.sh and run-tests.sh.
set -eu
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build build -j2
