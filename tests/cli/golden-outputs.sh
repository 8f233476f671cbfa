#!/bin/sh
# Usage: golden-outputs.sh TUNEFIT SOURCE_DIR: the numbers Tunefit gives for a fixed set of jobs — every memory and
# throughput validation case, the example jobs' estimates and plans, and a few jobs at the edges (MoE, DPO, offload,
# multi-node) — are the same as in tests/data/golden/ (issue 30). This is the refactoring net: splitting the model
# into named terms must not move a number. A change that means to move numbers regenerates the files with
# TUNEFIT_UPDATE_GOLDEN=1 and says why in its commit; the diff of the golden files shows what moved.
set -u
tunefit=$1
src=$2
golden=$src/tests/data/golden
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export XDG_DATA_HOME="$out/xdg" XDG_CONFIG_HOME="$out/xdg-config" HOME="$out/home"
data=$src/tests/data

run() { # NAME COMMAND...: the command's standard output becomes NAME; exit 0 or 1 (a negative answer) both count.
  name=$1
  shift
  "$tunefit" "$@" >"$out/$name" 2>"$out/$name.err"
  rc=$?
  if [ "$rc" -gt 1 ]; then
    echo "$name: tunefit $* exited $rc" >&2
    cat "$out/$name.err" >&2
    exit 1
  fi
}

run validate-memory.csv validate "$data/validation-cases.csv" --out "$out/validate-memory.csv"
run validate-frontier.csv validate "$data/frontier-cases.csv" --out "$out/validate-frontier.csv"
run validate-throughput.csv validate-throughput "$data/throughput-cases.csv" --out "$out/validate-throughput.csv"
run validate-frontier-throughput.csv validate-throughput "$data/frontier-throughput-cases.csv" \
  --out "$out/validate-frontier-throughput.csv"
for job in "$src"/examples/*.tunefit.json; do
  base=$(basename "$job" .tunefit.json)
  run "estimate-$base.json" estimate --job "$job" --json
  run "plan-$base.json" plan --job "$job" --top 12 --today 2026-12-03 --json
done
run estimate-moe-lora.json estimate --model qwen3-30b-a3b --method lora --seq 4096 --batch 2 --gpu "H100 SXM" --json
run estimate-grpo.json estimate --model qwen2.5-7b --method lora --objective grpo --generation-batch 8 --seq 2048 \
  --gpu "H100 SXM" --json
run estimate-dpo-separate.json estimate --model llama-3.1-8b --method full --objective dpo \
  --reference separate_frozen --seq 2048 --checkpointing full --gpu "A100 80GB SXM" --json
run estimate-70b-offload.json estimate --model llama-3.1-70b --method full --sharding zero3 --offload optimizer \
  --gpus 8 --gpu "H100 SXM" --json
# The layouts and mechanisms of the time model, each as set (docs/planning.md).
# A fixed date: the stale-price rule and the "today" field read it, and the outputs must not change at midnight.
tokens="--tokens 100000000 --top 6 --today 2026-12-03 --json"
run plan-ring.json plan --model llama-3.1-8b --method full --seq 65536 --gpus 8 --sharding fsdp_full \
  --sequence-parallel ring --sp-degree 4 --checkpointing full $tokens
run plan-ulysses.json plan --model llama-3.1-8b --method full --seq 65536 --gpus 8 --sharding zero3 \
  --sequence-parallel ulysses --sp-degree 8 --checkpointing full $tokens
run plan-fsdp-hybrid.json plan --model llama-3.1-70b --method full --gpus 16 --sharding fsdp_hybrid \
  --checkpointing full $tokens
run plan-zero3-offload.json plan --model llama-3.1-70b --method full --gpus 8 --sharding zero3 \
  --offload params_optimizer --checkpointing offload $tokens
run plan-tp-pp.json plan --model llama-3.1-70b --method full --gpus 16 --tp 4 --pp 2 --vpp 2 $tokens
run plan-moe-ep.json plan --model qwen3-30b-a3b --method full --gpus 8 --ep 8 --checkpointing full $tokens
run plan-fp16-8bit.json plan --model mistral-7b-v0.3 --method lora --compute amp_fp16 --optimizer adamw_8bit \
  --sharding zero2 --gpus 4 $tokens
run plan-deepseek-v3-lora.json plan --model deepseek-v3 --method lora --seq 4096 --tokens 200000000 --top 8 \
  --today 2026-12-03 --json

python3 - "$golden" "$out" <<'PY'
import csv, json, math, os, shutil, sys
golden, out = sys.argv[1], sys.argv[2]
names = sorted(n for n in os.listdir(out) if n.endswith((".json", ".csv")))
if os.environ.get("TUNEFIT_UPDATE_GOLDEN") == "1":
    os.makedirs(golden, exist_ok=True)
    for n in names:
        shutil.copyfile(os.path.join(out, n), os.path.join(golden, n))
    print(f"wrote {len(names)} golden files to {golden}")
    sys.exit(0)

def number(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return None

def same(a, b):
    # Bit-identical is the aim; 1e-9 relative forgives only a reordered floating-point sum.
    if a == b:
        return True
    x, y = number(a), number(b)
    return x is not None and y is not None and math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12)

def diff(path, a, b, found):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            diff(f"{path}.{k}", a.get(k, "<absent>"), b.get(k, "<absent>"), found)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            diff(f"{path}[{i}]", x, y, found)
    elif not same(a, b):
        found.append(f"{path}: golden {json.dumps(a)[:120]} now {json.dumps(b)[:120]}")

def load(p):
    with open(p, newline="") as f:
        return json.load(f) if p.endswith(".json") else list(csv.reader(f))

failed = 0
expected = sorted(n for n in os.listdir(golden) if n.endswith((".json", ".csv")))
for n in sorted(set(expected) - set(names)):
    print(f"{n}: in tests/data/golden but not produced"); failed += 1
for n in names:
    g = os.path.join(golden, n)
    if not os.path.exists(g):
        print(f"{n}: no golden file (TUNEFIT_UPDATE_GOLDEN=1 writes it)"); failed += 1
        continue
    found = []
    diff(n, load(g), load(os.path.join(out, n)), found)
    if found:
        failed += 1
        print(f"{n}: {len(found)} differences, first:", *found[:8], sep="\n  ")
print(f"{len(names) - failed} of {len(names)} outputs identical to tests/data/golden")
sys.exit(1 if failed else 0)
PY
