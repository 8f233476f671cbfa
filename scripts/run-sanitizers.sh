#!/bin/sh
# Builds Tunefit and its tests with AddressSanitizer + UndefinedBehaviorSanitizer (clang, build-asan:
# sanitizer-build.sh) and runs the whole CTest suite under them; any report fails its test (halt_on_error,
# -fno-sanitize-recover=all).
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
./scripts/sanitizer-build.sh
# exitcode=86: a report must not pass as the exit 1 or 2 the CLI tests expect (tests/cli/expect-exit.sh).
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:exitcode=86"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:exitcode=86"
export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0:exitcode=86"
cd build-asan
status=0
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2 --timeout 900 >ctest.log 2>&1 || status=$?
# The full output is long; the count and the failed tests are what a reader wants first.
grep -E 'tests passed|tests failed|\(Failed\)|\(Timeout\)|\(Subprocess aborted\)|\(SEGFAULT\)|\*\*\*Exception' \
  ctest.log || true
echo "Sanitizer test log: $root/build-asan/ctest.log"
exit "$status"
