#!/bin/sh
# Builds the libFuzzer binaries (build-asan, the clang sanitizer build: sanitizer-build.sh) and fuzzes each target for
# TUNEFIT_FUZZ_SECONDS (default 20) from a scratch copy of its seed corpus (build-asan/fuzz-run/<target>/). Fails when
# any target reports a crash, a sanitizer error, a leak, a hang (-timeout) or runs out of memory (-rss_limit_mb); the
# input that did it is kept in build-asan/fuzz-run/<target>/artifacts/. TUNEFIT_FUZZ_TARGETS picks targets
# (space-separated); TUNEFIT_FUZZ_JOBS how many run at once (default 2).
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${TUNEFIT_FUZZ_SECONDS:-20}
targets=${TUNEFIT_FUZZ_TARGETS:-}
if [ -z "$targets" ]; then
  ./scripts/sanitizer-build.sh tests/fuzz/all # every fuzz binary; configuring writes targets.txt
  targets=$(cat build-asan/tests/fuzz/targets.txt)
else
  # shellcheck disable=SC2086 # one target name per word
  ./scripts/sanitizer-build.sh $(printf 'libfuzzer_%s ' $targets)
fi

# Every finding stops the run (-fno-sanitize-recover=all at compile time; these make the runtime agree).
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0"

# One target's run: fuzz it, then write its table row to $run/row and "FAILED" to $run/failed on a finding.
fuzz_one() {
  t=$1
  run=$root/build-asan/fuzz-run/$t
  rm -rf "$run"
  mkdir -p "$run/corpus" "$run/artifacts"
  cp "$root/tests/fuzz/corpus/$t/"* "$run/corpus/"
  # The keys and values the parser compares against (catalog_gpus, _providers and _offers share catalog.dict).
  dict=$root/tests/fuzz/dict/$t.dict
  [ -f "$dict" ] || dict=$root/tests/fuzz/dict/${t%%_*}.dict
  result=ok
  # -max_len: the seeds are a few KiB; longer inputs only make each execution slower.
  (cd "$run" && "$root/build-asan/tests/fuzz/libfuzzer_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -detect_leaks=1 -print_final_stats=1 -max_len=16384 -dict="$dict" -artifact_prefix=artifacts/ corpus) \
    >"$run/log" 2>&1 || result=FAILED
  # Any artifact is a finding, whatever the exit status said.
  [ -z "$(ls "$run/artifacts")" ] || result=FAILED
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/log" | tail -n 1)
  last=$(grep -E '^#[0-9]+' "$run/log" | tail -n 1 || true)
  cov=$(printf '%s\n' "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
  ft=$(printf '%s\n' "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
  printf '%-18s %-6s %12s %8s %8s\n' "$t" "$result" "${execs:-?}" "${cov:-?}" "${ft:-?}" >"$run/row"
  [ "$result" = ok ] || echo FAILED >"$run/failed"
}

# Two targets at a time, one per core (CI's machine has two; issue 30 keeps CI well inside its time): each fuzzer is
# a single process, so the pair takes the time of one.
jobs=${TUNEFIT_FUZZ_JOBS:-2}
running=0
for t in $targets; do
  fuzz_one "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait
    running=0
  fi
done
wait

failed=""
printf '%-18s %-6s %12s %8s %8s\n' target result executions cov ft
for t in $targets; do
  run=$root/build-asan/fuzz-run/$t
  # A run that stopped before its row (its scratch copy failed) is a failure too.
  [ -f "$run/row" ] || { printf '%-18s %-6s\n' "$t" FAILED >"$run/row" && echo FAILED >"$run/failed"; }
  cat "$run/row"
  if [ -f "$run/failed" ]; then
    failed="$failed $t"
    grep -E 'SUMMARY|ERROR: libFuzzer|runtime error|Test unit written' "$run/log" | head -n 5 | sed 's/^/    /'
    echo "    log: $run/log"
  fi
done
if [ -n "$failed" ]; then
  echo "Fuzzing found problems in:$failed" >&2
  exit 1
fi
echo "Fuzzing: no findings in ${seconds} s per target."
