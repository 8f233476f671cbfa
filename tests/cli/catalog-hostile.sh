#!/bin/sh
# Usage: catalog-hostile.sh TUNEFIT LOCK_HOLDER WORKDIR
# Issue 12: `tunefit catalog` and `plan` never lose or damage a file they are pointed at. An empty --catalog is
# refused (2), a CSV or a folder is refused untouched (2), a catalog another program holds locked is busy (3) and
# left where it is, and listing is not blocked by another program's write transaction.
tunefit=$1
holder=$2
work=$3
rm -rf "$work"
mkdir -p "$work"
cd "$work" || exit 1
failed=0
check() { # check EXPECTED_CODE DESCRIPTION COMMAND...
  expected=$1
  what=$2
  shift 2
  "$@" >out.txt 2>err.txt
  rc=$?
  if [ "$rc" -ne "$expected" ]; then
    echo "FAIL: $what: expected exit code $expected, got $rc" >&2
    cat err.txt >&2
    failed=1
  fi
}
plan="plan --model llama-3.1-8b --method qlora --targets all --tokens 50000000 --top 1 --today 2026-11-30"

# An unset shell variable: never a temporary database that is thrown away, never the user's own catalog.
printf 'name,memory_gb\nL4,24\n' >gpus.csv
check 2 "import --catalog ''" "$tunefit" catalog import gpus.csv --table gpus --catalog ""
for action in "list gpus" "export offers" "reset"; do
  # shellcheck disable=SC2086
  check 2 "catalog $action --catalog ''" "$tunefit" catalog $action --catalog ""
done
# shellcheck disable=SC2086
check 2 "plan --catalog ''" "$tunefit" $plan --catalog ""
grep -q "path is empty" err.txt || { echo "FAIL: plan --catalog '' does not say the path is empty" >&2; failed=1; }

# A CSV and a folder are not catalogs: refused, left exactly as they were.
cp gpus.csv gpus.csv.orig
mkdir folder
check 3 "catalog list --catalog CSV" "$tunefit" catalog list gpus --catalog gpus.csv
check 2 "catalog list --catalog FOLDER" "$tunefit" catalog list gpus --catalog folder
# shellcheck disable=SC2086
check 3 "plan --catalog CSV" "$tunefit" $plan --catalog gpus.csv
cmp -s gpus.csv gpus.csv.orig || { echo "FAIL: the CSV was changed" >&2; failed=1; }
[ -d folder ] || { echo "FAIL: the folder is gone" >&2; failed=1; }
if ls | grep -q corrupt; then echo "FAIL: something was moved aside" >&2; failed=1; fi

# Another program in a write transaction: listing returns the committed rows at once (not after the 5 s timeout).
check 0 "create the catalog" "$tunefit" catalog list gpus --catalog cat.db
"$holder" cat.db write ready &
pid=$!
for _ in $(seq 100); do [ -e ready ] && break; sleep 0.1; done
start=$(date +%s)
check 0 "catalog list while another program writes" "$tunefit" catalog list gpus --json --catalog cat.db
elapsed=$(($(date +%s) - start))
[ "$elapsed" -lt 4 ] || { echo "FAIL: catalog list waited ${elapsed}s for the other program" >&2; failed=1; }
if grep -q uncommitted out.txt; then echo "FAIL: listed another program's uncommitted row" >&2; failed=1; fi
kill "$pid"
wait "$pid" 2>/dev/null
rm -f ready

# Another program holding the file exclusively: busy (3), and the catalog is neither moved aside nor replaced.
"$holder" cat.db exclusive ready &
pid=$!
for _ in $(seq 100); do [ -e ready ] && break; sleep 0.1; done
check 3 "catalog list while another program holds the file" "$tunefit" catalog list gpus --catalog cat.db
grep -q "in use by another program" err.txt || { echo "FAIL: not told the catalog is in use" >&2; failed=1; }
kill "$pid"
wait "$pid" 2>/dev/null
if ls | grep -q corrupt; then echo "FAIL: the busy catalog was moved aside" >&2; failed=1; fi
check 0 "catalog list after the other program ended" "$tunefit" catalog list gpus --catalog cat.db

[ "$failed" -eq 0 ] && echo "hostile catalog files ok"
exit "$failed"
