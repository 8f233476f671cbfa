#!/bin/sh
# Usage: price-update.sh TUNEFIT WORKDIR SOURCE_DIR: `tunefit catalog sources` and `tunefit catalog update` against a
# web server on a loopback port (python3 -m http.server, started here: never the internet), issue 18. Counts of the
# fixture by hand in tests/core/catalog/PriceUpdateTest.cpp (ClassifiesTheFixtureByHand).
tunefit=$1
dir=$2
src=$3
rm -rf "$dir" && mkdir -p "$dir/www/v9/lambda"
export XDG_DATA_HOME="$dir/xdg"
db="$dir/catalog.db"
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

cp "$src/tests/data/catalog/skypilot-lambda-update.csv" "$dir/www/v9/lambda/vms.csv"
printf '<html><body>Not a price list</body></html>\n' > "$dir/www/page.html"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$dir/www" > "$dir/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
python3 - "$port" <<'PY' || { echo "FAIL: the local server did not start" >&2; exit 1; }
import socket, sys, time
for _ in range(100):
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[1])), 0.2).close()
        sys.exit(0)
    except OSError:
        time.sleep(0.05)
sys.exit(1)
PY
base="http://127.0.0.1:$port"

# check CODE DESCRIPTION COMMAND...
check() {
  expected=$1
  what=$2
  shift 2
  timeout 20 "$@" > "$dir/out.txt" 2> "$dir/err.txt"
  rc=$?
  if [ "$rc" -ne "$expected" ]; then
    fail "$what: expected $expected, got $rc: $*"
    head -5 "$dir/err.txt" >&2
  fi
}

check 0 "sources list" "$tunefit" catalog sources list --catalog "$db"
grep -q "^lambda .*catalogs/v9/lambda/vms.csv" "$dir/out.txt" || fail "the shipped lambda source is listed"
check 0 "sources add" "$tunefit" catalog sources add fixture "$base/v9/lambda/vms.csv" --format skypilot \
  --provider Lambda --catalog-version v9 --catalog "$db"
check 2 "sources add: not a web URL" "$tunefit" catalog sources add bad "ftp://example.org/vms.csv" --format skypilot \
  --provider Lambda --catalog "$db"
check 2 "sources add: unknown format" "$tunefit" catalog sources add bad "$base/x.csv" --format csv --provider Lambda \
  --catalog "$db"
check 2 "sources add: unknown provider" "$tunefit" catalog sources add bad "$base/x.csv" --format skypilot \
  --provider "Nobody Cloud" --catalog "$db"
check 2 "sources remove: unknown" "$tunefit" catalog sources remove nothing --catalog "$db"
check 2 "update: unknown source" "$tunefit" catalog update --source nothing --catalog "$db"
check 2 "update: bad timeout" "$tunefit" catalog update --source fixture --timeout 0 --catalog "$db"
check 0 "sources add 404" "$tunefit" catalog sources add missing "$base/v9/none/vms.csv" --format skypilot \
  --provider Lambda --catalog "$db"
check 0 "sources add html" "$tunefit" catalog sources add page "$base/page.html" --format skypilot --provider Lambda \
  --catalog "$db"

"$tunefit" catalog export offers --catalog "$db" > "$dir/before.csv"
check 3 "update: 404" "$tunefit" catalog update --source missing --catalog "$db"
grep -q "404" "$dir/err.txt" || fail "the 404 is named"
check 2 "update: a page, not a price list" "$tunefit" catalog update --source page --catalog "$db"
check 3 "update: one source fails, nothing is written" "$tunefit" catalog update --source fixture --source missing \
  --catalog "$db"
check 0 "update: dry run" "$tunefit" catalog update --source fixture --dry-run --json --catalog "$db"
python3 - "$dir/out.txt" <<'PY' || fail "dry-run counts"
import json, sys
r = json.load(open(sys.argv[1]))
want = {"new": 1, "removed": 1, "price_up": 2, "price_down": 1, "changed": 3, "kept": 15, "conflicts": 0,
        "written": 0, "dry_run": True}
bad = {k: (r[k], v) for k, v in want.items() if r[k] != v}
if bad:
    print(bad)
    sys.exit(1)
PY
"$tunefit" catalog export offers --catalog "$db" > "$dir/after-failures.csv"
cmp -s "$dir/before.csv" "$dir/after-failures.csv" || fail "a failed or dry-run update changed the catalog"

check 0 "update" "$tunefit" catalog update --source fixture --catalog "$db"
grep -q "New: 1, removed: 1, changed: 3 (price up 2, price down 1), kept: 15" "$dir/out.txt" ||
  fail "update counts: $(head -3 "$dir/out.txt")"

# After the update, the planner ranks on the new prices, and no updated offer is flagged stale.
check 0 "plan after the update" "$tunefit" plan --model llama-3.1-8b --method lora --tokens 50000000 --all --top 0 --json --catalog "$db"
python3 - "$dir/out.txt" <<'PY' || fail "plan after the update"
import json, sys
r = json.load(open(sys.argv[1]))
options = r["options"] if isinstance(r, dict) else r
lam = [o for o in options if o["provider"] == "Lambda" and not o["instance"].startswith("lambdalabs_")]
assert lam, "no Lambda option"
for o in lam:
    assert "stale_price" not in o.get("warnings", []), o
b200 = [o for o in lam if o["instance"] == "gpu_8x_b200_sxm6"]
assert b200 and abs(b200[0]["price_usd_per_hour"] - 55.0) < 1e-9, b200
assert all(o["price_as_of"] == lam[0]["price_as_of"] for o in lam), lam
PY

[ "$failures" -eq 0 ] || { echo "$failures price-update check(s) failed" >&2; exit 1; }
echo "price-update checks passed"
