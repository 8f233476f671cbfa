#!/bin/sh
# Builds Tunefit and runs every test (unit, validation against measured runs, CLI, offscreen UI, benchmark smoke), then
# the hostile-input net (issue 12): the whole suite again under ASan/UBSan (run-sanitizers.sh) and every fuzz target
# for TUNEFIT_FUZZ_SECONDS seconds, default 30 (run-fuzz.sh). Every step runs; the script fails if any step failed.
# TUNEFIT_SANITIZERS=0 or TUNEFIT_FUZZ_SECONDS=0 skip a step for a quick local run.
# The tests run against a throwaway PostgreSQL server (scripts/with-postgres.sh: started before ctest, stopped and
# removed after it), so the catalog store's suite covers team catalogs too.
set -eu
cd "$(dirname "$0")/.."
./scripts/build.sh
failed=""
./scripts/with-postgres.sh sh -c 'cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2 --timeout 600' ||
  failed="$failed tests"
if [ "${TUNEFIT_SANITIZERS:-1}" != 0 ]; then
  ./scripts/run-sanitizers.sh || failed="$failed sanitizers"
fi
if [ "${TUNEFIT_FUZZ_SECONDS:-30}" != 0 ]; then
  ./scripts/run-fuzz.sh || failed="$failed fuzz"
fi
if [ -n "$failed" ]; then
  echo "Failed steps:$failed" >&2
  exit 1
fi
