#!/bin/sh
# Usage: leak-loss-substitution.sh TUNEFIT WORKDIR SOURCE_DIR: the attacks of issue 35 ("Nothing leaks, nothing is
# lost, nothing is substituted"), each repeated here and shown to fail: a training config that names a secret file,
# a full disk (a 64 KiB tmpfs, when run as root and mounting is allowed; skipped otherwise), a price server on a
# loopback port sending zero and 1e-300 prices, a password in a price-source URL, and the smaller findings.
tunefit=$1
dir=$2
src=$3
rm -rf "$dir" && mkdir -p "$dir/home/.config/gh" "$dir/home/Downloads" "$dir/www/v9/lambda"
export XDG_DATA_HOME="$dir/xdg"
db="$dir/catalog.db"
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# check CODE DESCRIPTION COMMAND...: the exit code (20 s at most: a hang fails too); output in out.txt, err.txt.
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
# absent TEXT DESCRIPTION: TEXT appears in neither output of the last check.
absent() {
  if grep -q -- "$1" "$dir/out.txt" "$dir/err.txt"; then
    fail "$2: the output holds '$1'"
  fi
}

# ---- 1. A config names a secret file ---------------------------------------------------------------------------
printf 'github.com:\n  user: someone\n  oauth_token: gho_SECRET_TOKEN_1234\n' > "$dir/home/.config/gh/hosts.yml"
evil() {
  printf 'base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nmicro_batch_size: 1\nsequence_len: 1024\ndeepspeed: %s\n' \
    "$1" > "$dir/home/Downloads/evil.yml"
}
evil .config/gh/hosts.yml
check 3 "import: an include above the config's folder is not found" "$tunefit" import "$dir/home/Downloads/evil.yml"
absent gho_SECRET "include above the folder"
check 2 "import --root HOME: the token file is no DeepSpeed JSON" "$tunefit" import "$dir/home/Downloads/evil.yml" \
  --root "$dir/home"
absent gho_SECRET "include of another kind"
grep -q "DeepSpeed" "$dir/err.txt" || fail "the refusal names the kind: $(cat "$dir/err.txt")"
evil /proc/self/status
check 2 "import: /proc/self/status" "$tunefit" import "$dir/home/Downloads/evil.yml" --root /
absent "VmRSS" "/proc/self/status"
evil ../../../../../../../etc/passwd
check 2 "import: ../../etc/passwd" "$tunefit" import "$dir/home/Downloads/evil.yml"
absent "root:" "/etc/passwd"
# A key the importer does not use is named, never its value.
printf 'base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nmicro_batch_size: 1\nsequence_len: 1024\nfp8: hunter2-a\nflash_attention: hunter2-b\nsome_unknown_key: hunter2-c\n' \
  > "$dir/home/Downloads/values.yml"
check 0 "import: unused keys" "$tunefit" import "$dir/home/Downloads/values.yml"
absent hunter2 "unused keys (text)"
grep -q "flash_attention" "$dir/out.txt" || fail "the unused key is named: $(cat "$dir/out.txt")"
check 0 "import --json: unused keys" "$tunefit" import "$dir/home/Downloads/values.yml" --json
absent hunter2 "unused keys (--json)"
# A 3-line YAML self-merge is a loop, not "more than 20000 keys"; a 3 MB model name is echoed cut.
printf 'base: &b\n  micro_batch_size: 1\n  <<: *b\n' > "$dir/self.yml"
check 2 "import: YAML self-merge" "$tunefit" import "$dir/self.yml"
absent "20000" "YAML self-merge"
python3 -c 'print("base_model: " + "m" * 3000000 + "\nadapter: lora\nmicro_batch_size: 1\nsequence_len: 1024")' \
  > "$dir/long.yml"
"$tunefit" import "$dir/long.yml" > "$dir/out.txt" 2> "$dir/err.txt"
longest=$(cat "$dir/out.txt" "$dir/err.txt" | awk '{ if (length($0) > n) n = length($0) } END { print n + 0 }')
[ "$longest" -lt 2000 ] || fail "a 3 MB model name is echoed whole ($longest characters on a line)"
grep -q "…" "$dir/out.txt" "$dir/err.txt" || fail "the cut value ends in …"

# ---- 2. A full disk --------------------------------------------------------------------------------------------
good="$dir/home/Downloads/good.yml"
printf 'base_model: meta-llama/Llama-3.1-8B\nadapter: lora\nlora_r: 16\nmicro_batch_size: 1\nsequence_len: 1024\nmax_steps: 100\n' \
  > "$good"
full="$dir/full"
mkdir -p "$full"
if [ "$(id -u)" -eq 0 ] && mount -t tmpfs -o size=64k tmpfs "$full" 2> /dev/null; then
  for name in job.tunefit.json results.csv report.pdf offers.csv export.yaml validate.csv; do
    printf 'OLD\n' > "$full/$name"
  done
  dd if=/dev/zero of="$full/filler" bs=1k count=100 2> /dev/null # fills the rest of the 64 KiB
  job="$src/examples/llama-3.1-8b-qlora.tunefit.json"
  check 3 "import --out on a full disk" "$tunefit" import "$good" --out "$full/job.tunefit.json"
  check 3 "export-results on a full disk" "$tunefit" export-results "$job" --today 2026-11-30 --csv "$full/results.csv"
  check 3 "report on a full disk" env QT_QPA_PLATFORM=offscreen "$tunefit" report "$job" --today 2026-11-30 \
    --out "$full/report.pdf"
  check 3 "catalog export --out on a full disk" "$tunefit" catalog export offers --out "$full/offers.csv" --catalog "$db"
  check 3 "export-config --out on a full disk" "$tunefit" export-config "$job" --stack axolotl \
    --out "$full/export.yaml"
  check 3 "validate --out on a full disk" "$tunefit" validate "$src/tests/data/validation-cases.csv" \
    --out "$full/validate.csv"
  for name in job.tunefit.json results.csv report.pdf offers.csv export.yaml validate.csv; do
    [ "$(cat "$full/$name")" = "OLD" ] || fail "$name was not left as it was on a full disk"
  done
  umount "$full"
else
  echo "SKIP: the full-disk checks need root and tmpfs mounts"
fi

# ---- 3. and 4. A price server sends zero and 1e-300; a password in a source URL ---------------------------------
python3 - "$src/tests/data/catalog/skypilot-lambda-update.csv" "$dir/www/v9/lambda/vms.csv" <<'PY'
import sys
text = open(sys.argv[1]).read()
text = text.replace("gpu_8x_v100_n,V100,8.0,88.0,448.0,6.32,", "gpu_8x_v100_n,V100,8.0,88.0,448.0,0,")
text = text.replace("gpu_2x_a6000,A6000,2.0,28.0,200.0,2.18,", "gpu_2x_a6000,A6000,2.0,28.0,200.0,1e-300,")
open(sys.argv[2], "w").write(text)
PY
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# The files of www/, plus a redirect loop, a redirect to file:// and a gzip bomb (200 MB of zeros, 200 KB sent).
cat > "$dir/server.py" <<'PY'
import functools, gzip, http.server, sys
BOMB = gzip.compress(b"0" * (200 << 20), 9)
class Handler(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/loop.csv":
            self.send_response(302); self.send_header("Location", "/loop.csv"); self.end_headers()
        elif self.path == "/file.csv":
            self.send_response(302); self.send_header("Location", "file:///etc/passwd"); self.end_headers()
        elif self.path == "/bomb.csv":
            self.send_response(200); self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(BOMB))); self.end_headers(); self.wfile.write(BOMB)
        else:
            super().do_GET()
handler = functools.partial(Handler, directory=sys.argv[2])
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), handler).serve_forever()
PY
python3 "$dir/server.py" "$port" "$dir/www" > "$dir/server.log" 2>&1 &
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
check 2 "sources add with a password" "$tunefit" catalog sources add cred "http://user:pw@127.0.0.1:$port/v9/lambda/vms.csv" \
  --format skypilot --provider Lambda --catalog-version v9 --catalog "$db"
absent "user:pw" "sources add with a password"
check 0 "sources list" "$tunefit" catalog sources list --catalog "$db"
absent "user:pw" "sources list"
check 0 "sources add" "$tunefit" catalog sources add evil "$base/v9/lambda/vms.csv" --format skypilot \
  --provider Lambda --catalog-version v9 --catalog "$db"
"$tunefit" catalog export offers --catalog "$db" > "$dir/before.csv"
for name in loop file bomb; do
  check 0 "sources add $name" "$tunefit" catalog sources add "$name" "$base/$name.csv" --format skypilot \
    --provider Lambda --catalog "$db"
done
check 3 "update: a redirect loop" "$tunefit" catalog update --source loop --catalog "$db"
grep -q "loop" "$dir/err.txt" || fail "a redirect loop is named: $(cat "$dir/err.txt")"
absent "302" "a redirect loop"
check 3 "update: a redirect to file://" "$tunefit" catalog update --source file --catalog "$db"
grep -q "not http or https" "$dir/err.txt" || fail "a redirect to file:// is named: $(cat "$dir/err.txt")"
absent "302" "a redirect to file://"
check 3 "update: a gzip bomb" "$tunefit" catalog update --source bomb --catalog "$db"
absent "200 OK" "a gzip bomb"
check 1 "update --dry-run: doubtful prices" "$tunefit" catalog update --source evil --dry-run --catalog "$db"
[ "$(grep -c "doubtful" "$dir/out.txt")" -ge 2 ] || fail "the dry run marks both rows: $(cat "$dir/out.txt")"
grep -qi "1e-300" "$dir/out.txt" || fail "1e-300 is not shown as 0.000: $(grep a6000 "$dir/out.txt")"
check 1 "update --dry-run --json" "$tunefit" catalog update --source evil --dry-run --json --catalog "$db"
python3 - "$dir/out.txt" <<'PY' || fail "dry-run JSON marks the doubtful rows"
import json, sys
r = json.load(open(sys.argv[1]))
doubts = sorted(row.get("doubt", "") for row in r["rows"] if row.get("doubt"))
assert doubts == ["below_floor", "zero"], doubts
assert r["held_back"] == 2, r["held_back"]
PY
check 1 "update: doubtful prices held back" "$tunefit" catalog update --source evil --catalog "$db"
"$tunefit" catalog export offers --catalog "$db" > "$dir/after.csv"
python3 - "$dir/before.csv" "$dir/after.csv" <<'PY' || fail "held-back offers keep their old prices"
import csv, sys
def prices(path):
    return {(r["provider"], r["instance_type"], r["region"]): r["price_on_demand_usd_per_hour"]
            for r in csv.DictReader(open(path))}
before, after = prices(sys.argv[1]), prices(sys.argv[2])
for key in [k for k in after if k[1] in ("gpu_8x_v100_n", "gpu_2x_a6000")]:
    assert float(after[key]) > 0.01, (key, after[key])
    assert after[key] == before.get(key), (key, before.get(key), after[key])
PY
check 0 "update --take-doubtful-prices" "$tunefit" catalog update --source evil --take-doubtful-prices --catalog "$db"

# ---- 5. The smaller findings -----------------------------------------------------------------------------------
check 2 "catalog reset extra-arg" "$tunefit" catalog reset extra-arg --catalog "$db"
check 0 "catalog list after the refused reset" "$tunefit" catalog list offers --catalog "$db" --provider Lambda
grep -q "gpu_2x_a6000" "$dir/out.txt" || fail "the refused reset kept the catalog"
check 2 "postgresql:// with no host" "$tunefit" catalog list gpus --catalog "postgresql:///tunefit"
plan="plan --model llama-3.1-8b --method qlora --targets all --tokens 1000000 --today 2026-11-30 --top 1"
# shellcheck disable=SC2086
{
check 1 "plan: no option within the budget" "$tunefit" $plan --budget 0.000001
check 1 "plan --json: no option within the budget" "$tunefit" $plan --budget 0.000001 --json
check 1 "plan: no option within the deadline" "$tunefit" $plan --deadline-hours 0.000001
check 0 "plan: within a large budget" "$tunefit" $plan --budget 1000000
check 2 "plan: budget 0" "$tunefit" $plan --budget 0
}
grep -q "above 0" "$dir/err.txt" || fail "budget 0: the message says 0 is not allowed: $(cat "$dir/err.txt")"
python3 - "$src/examples/llama-3.1-8b-qlora.tunefit.json" "$dir/gpus0.tunefit.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["parallel"]["gpus"] = 0
json.dump(d, open(sys.argv[2], "w"))
PY
check 2 "export-results: gpus 0" "$tunefit" export-results "$dir/gpus0.tunefit.json" --today 2026-11-30 \
  --csv "$dir/r.csv"

[ "$failures" -eq 0 ] || { echo "$failures check(s) of issue 35 failed" >&2; exit 1; }
echo "issue 35 checks passed"
