#!/bin/sh
# Usage: expect-exit.sh CODE COMMAND [ARGS...]: passes when COMMAND exits with CODE (and did not crash).
expected=$1
shift
"$@"
rc=$?
if [ "$rc" -ne "$expected" ]; then
  echo "expected exit code $expected, got $rc" >&2
  exit 1
fi
