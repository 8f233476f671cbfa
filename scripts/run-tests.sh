#!/bin/sh
# Builds Tunefit and runs every test (unit, validation against measured runs, CLI, offscreen UI, benchmark smoke).
set -eu
cd "$(dirname "$0")/.."
./scripts/build.sh
cd build
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2 --timeout 600
