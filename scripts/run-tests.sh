#!/bin/sh
# Builds Tunefit and runs every test (unit, validation against measured runs, CLI, offscreen UI, benchmark smoke), then
# the hostile-input net (issue 12): the whole suite again under ASan/UBSan (run-sanitizers.sh) and every fuzz target
# for TUNEFIT_FUZZ_SECONDS seconds, default 20 (run-fuzz.sh). Every step runs; the script fails if any step failed.
# TUNEFIT_SANITIZERS=0 or TUNEFIT_FUZZ_SECONDS=0 skip a step for a quick local run.
# The tests run against a throwaway PostgreSQL server (scripts/with-postgres.sh: started before ctest, stopped and
# removed after it), so the catalog store's suite covers team catalogs too.
# Each step's wall time is printed at the end (issue 30: CI stays well inside its time).
set -eu
cd "$(dirname "$0")/.."
failed=""
times=""
step() { # NAME COMMAND...: runs one step, records its time and whether it failed
  name=$1
  shift
  start=$(date +%s)
  "$@" || failed="$failed $name"
  times="$times$(printf '%-12s %5d s' "$name" $(($(date +%s) - start)))
"
}
step build ./scripts/build.sh
[ -z "$failed" ] || { echo "The build failed." >&2; exit 1; }
step tests ./scripts/with-postgres.sh sh -c 'cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2 --timeout 600'
if [ "${TUNEFIT_SANITIZERS:-1}" != 0 ]; then
  step sanitizers ./scripts/run-sanitizers.sh
fi
if [ "${TUNEFIT_FUZZ_SECONDS:-20}" != 0 ]; then
  step fuzz ./scripts/run-fuzz.sh
fi
printf 'Step times:\n%s' "$times"
if [ -n "$failed" ]; then
  echo "Failed steps:$failed" >&2
  exit 1
fi
