#!/bin/sh
# Usage: runs.sh TUNEFIT WORKDIR: issue 33 end to end. A run of an axolotl job is added from its log and compared;
# a run 1.25 times slower than predicted is kept as a calibration, which estimate, plan and report then use and name;
# --no-calibration and uncalibrate give the model's own numbers back; bad input exits 2 or 3 and adds nothing.
set -eu
tunefit=$1
dir=$2
db="$dir/runs.db"
rm -rf "$dir" && mkdir -p "$dir"
cat > "$dir/lora.yaml" <<'YAML'
base_model: meta-llama/Llama-3.1-8B
adapter: lora
lora_r: 16
lora_target_linear: true
sequence_len: 2048
sample_packing: true
micro_batch_size: 2
gradient_accumulation_steps: 4
max_steps: 100
bf16: true
gradient_checkpointing: true
flash_attention: true
YAML
state() { # steps, runtime: a trainer_state.json as the Trainer writes its end
  printf '{"global_step": %s, "max_steps": %s, "log_history": [{"loss": 1.2, "step": 10},\n' "$1" "$1" > "$3"
  printf ' {"step": %s, "train_runtime": %s, "train_steps_per_second": 0.5, "total_flos": 1e15}]}\n' "$1" "$2" >> "$3"
}
fail() { echo "FAIL: $*"; exit 1; }

# A first run, only to read the predicted step of the job on the card.
state 100 200 "$dir/probe.json"
"$tunefit" runs add "$dir/probe.json" --config "$dir/lora.yaml" --gpu "H100 SXM" --catalog "$db" > "$dir/add.txt"
grep -q "Added run probe." "$dir/add.txt" || fail "add: $(cat "$dir/add.txt")"
grep -q "Step time: measured 2.00 s, predicted" "$dir/add.txt" || fail "compare: $(cat "$dir/add.txt")"
"$tunefit" runs compare probe --json --catalog "$db" > "$dir/probe-compare.json"
predicted=$(sed -n 's/.*"step_s": \([0-9.e+-]*\).*/\1/p' "$dir/probe-compare.json" | tail -1)
[ -n "$predicted" ] || fail "no predicted step in $(cat "$dir/probe-compare.json")"

# The run of interest: 1.25 times the predicted step, so 0.8 of the predicted rate.
runtime=$(awk -v p="$predicted" 'BEGIN { printf "%.6f", 125 * p }')
state 100 "$runtime" "$dir/slow.json"
"$tunefit" runs add "$dir/slow.json" --config "$dir/lora.yaml" --gpu "H100 SXM" --id slow --catalog "$db" > /dev/null
"$tunefit" runs calibrate slow --catalog "$db" > "$dir/calibrate.txt"
grep -q "Kept for H100 SXM, LoRA jobs: Calibrated on your run slow, [0-9-]*: time ×0.80" "$dir/calibrate.txt" ||
  fail "calibrate: $(cat "$dir/calibrate.txt")"
"$tunefit" runs list --catalog "$db" | grep -q "H100 SXM, LoRA jobs" || fail "list"

job="--model llama-3.1-8b --method lora --targets all --seq 2048 --batch 2 --grad-accum 4 --checkpointing full"
# shellcheck disable=SC2086
"$tunefit" estimate $job --gpu "H100 SXM" --json --catalog "$db" > "$dir/estimate.json"
grep -Eq '"time_factor": 0\.(8|79999)' "$dir/estimate.json" || fail "estimate --json: $(grep -A8 calibration "$dir/estimate.json")"
# shellcheck disable=SC2086
"$tunefit" estimate $job --gpu "H100 SXM" --json --no-calibration --catalog "$db" | grep -q '"calibration": null' ||
  fail "estimate --no-calibration"
# shellcheck disable=SC2086
"$tunefit" plan $job --tokens 1e8 --gpu-class datacenter --top 0 --catalog "$db" --today 2026-12-05 > "$dir/plan.txt"
grep -q "H100 SXM, LoRA jobs: Calibrated on your run slow" "$dir/plan.txt" || fail "plan heading"
grep "H100 SXM" "$dir/plan.txt" | grep -q "calibrated" || fail "plan rows"
grep "A100" "$dir/plan.txt" | grep -q "calibrated" && fail "an A100 row marked calibrated"
# shellcheck disable=SC2086
"$tunefit" plan $job --tokens 1e8 --top 0 --no-calibration --catalog "$db" --today 2026-12-05 | grep -q "calibrated" &&
  fail "plan --no-calibration"
# A full fine-tune is not calibrated by a LoRA run.
"$tunefit" estimate --model llama-3.1-8b --method full --gpu "H100 SXM" --json --catalog "$db" |
  grep -q '"calibration": null' || fail "full fine-tune calibrated"

"$tunefit" runs uncalibrate "H100 SXM" --method lora --catalog "$db" > /dev/null
# shellcheck disable=SC2086
"$tunefit" estimate $job --gpu "H100 SXM" --json --catalog "$db" | grep -q '"calibration": null' || fail "uncalibrate"

# Bad input: a missing log (3), a GPU the catalog lacks (2), a factor beyond 0.2-5 (2); nothing is added.
set +e
"$tunefit" runs add "$dir/none.json" --config "$dir/lora.yaml" --gpu "H100 SXM" --catalog "$db" 2> /dev/null
[ $? -eq 3 ] || fail "missing log"
"$tunefit" runs add "$dir/slow.json" --config "$dir/lora.yaml" --gpu "No Such GPU" --catalog "$db" 2> /dev/null
[ $? -eq 2 ] || fail "unknown GPU"
state 100 "$(awk -v p="$predicted" 'BEGIN { printf "%.6f", 1000 * p }')" "$dir/ten.json"
"$tunefit" runs add "$dir/ten.json" --config "$dir/lora.yaml" --gpu "H100 SXM" --id ten --catalog "$db" > /dev/null
"$tunefit" runs calibrate ten --catalog "$db" 2> "$dir/ten.txt"
[ $? -eq 2 ] || fail "a tenfold run kept"
set -e
[ "$("$tunefit" runs list --json --catalog "$db" | grep -c '"id"')" -eq 3 ] || fail "runs added by refused commands"
# A log without its config is kept and listed, not compared.
"$tunefit" runs add "$dir/probe.json" --gpu "H100 SXM" --id nojob --catalog "$db" | grep -q "No job was kept" ||
  fail "a run without its config"
"$tunefit" runs list --catalog "$db" | grep -q "^nojob" || fail "the run without its config is not listed"
echo "runs ok"
