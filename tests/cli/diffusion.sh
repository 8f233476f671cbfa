#!/bin/sh
# Usage: diffusion.sh TUNEFIT WORKDIR: issue 34 from the command line. A Flux LoRA with its text encoders on a 24 GB
# card does not fit as set (exit 1) and the advice names the setting that does; the JSON's figures are those of the
# table; the plan ranks priced offers by cost; the PDF report is written in each language; bad input exits 2 and
# names its option; the validation prints its tables by model family.
set -eu
tunefit=$1
dir=$2
rm -rf "$dir" && mkdir -p "$dir"
fail() { echo "FAIL: $*"; exit 1; }

set +e
"$tunefit" diffusion --model black-forest-labs/FLUX.1-dev --text-encoders gpu --no-checkpointing --gpu "RTX 4090" \
    > "$dir/flux.txt"
code=$?
set -e
[ "$code" = 1 ] || fail "a job that does not fit as set exits 1, got $code"
grep -q "Does not fit" "$dir/flux.txt" || fail "verdict: $(cat "$dir/flux.txt")"
grep -q "Fits with: text encoders' outputs cached, gradient checkpointing on" "$dir/flux.txt" \
    || fail "advice: $(cat "$dir/flux.txt")"

"$tunefit" diffusion --model flux.1-dev --gpu "H100 SXM" --json > "$dir/flux.json"
grep -q '"fits_as_set": true' "$dir/flux.json" || fail "json fit: $(cat "$dir/flux.json")"
whole=$(sed -n 's/.*"whole_device_gib": \([0-9.]*\).*/\1/p' "$dir/flux.json" | head -1)
"$tunefit" diffusion --model flux.1-dev > "$dir/flux-table.txt"
table=$(sed -n 's/.*Whole device *\([0-9.,]*\) GiB.*/\1/p' "$dir/flux-table.txt")
awk -v a="$whole" -v b="$table" 'BEGIN { exit !(sprintf("%.2f", a) == b) }' || fail "json $whole, table $table"
# The step's terms add up to the step: the JSON says what the time is made of.
step=$(sed -n 's/.*"step_seconds": \([0-9.e+-]*\).*/\1/p' "$dir/flux.json" | head -1)
terms=$(sed -n '/"step_terms"/,/}/s/.*": \([0-9.e+-]*\),*$/\1/p' "$dir/flux.json" | awk '{ s += $1 } END { printf "%.15g", s }')
awk -v a="$step" -v b="$terms" 'BEGIN { d = a - b; exit !(a > 0 && d < 1e-9 && d > -1e-9) }' \
    || fail "step $step, terms add to $terms"

"$tunefit" diffusion --model flux.1-dev --text-tokens 77 > "$dir/flux-77.txt"
grep -q "4,096 latent tokens + 77 text tokens" "$dir/flux-77.txt" || fail "prompt tokens: $(cat "$dir/flux-77.txt")"
fewer=$(sed -n 's/.*Whole device *\([0-9.,]*\) GiB.*/\1/p' "$dir/flux-77.txt")
awk -v a="$fewer" -v b="$table" 'BEGIN { exit !(a + 0 < b + 0) }' || fail "77 prompt tokens $fewer GiB, 512 $table GiB"

"$tunefit" diffusion --model wan2.1-t2v-14b --resolution 832x480 --frames 81 --plan --top 3 > "$dir/wan.txt"
grep -q "Offers by cost" "$dir/wan.txt" || fail "plan: $(cat "$dir/wan.txt")"

for lang in en hi tr; do
    "$tunefit" --lang "$lang" diffusion --model flux.1-dev --gpu "RTX 4090" --pdf "$dir/report-$lang.pdf" \
        > /dev/null 2>&1 || true
    [ -s "$dir/report-$lang.pdf" ] || fail "no PDF in $lang"
done

set +e
"$tunefit" diffusion --model wan2.1-t2v-1.3b --frames 80 > "$dir/bad.txt" 2> "$dir/bad.err"
code=$?
set -e
[ "$code" = 2 ] || fail "80 frames exits 2, got $code"
grep -q -- "--frames" "$dir/bad.err" || fail "names the option: $(cat "$dir/bad.err")"

set +e
"$tunefit" diffusion --model no-such-model > /dev/null 2> "$dir/unknown.err"
code=$?
set -e
[ "$code" = 2 ] || fail "an unknown model exits 2, got $code"
grep -q "diffusers folder, config.json or single .safetensors file" "$dir/unknown.err" \
    || fail "unknown model's ways: $(cat "$dir/unknown.err")"

# A published fine-tune the library lists under its base: --list names it, and a job on it runs as the base, named.
"$tunefit" diffusion --list > "$dir/list.txt"
grep -A1 "^flux.1-dev " "$dir/list.txt" | grep -q "black-forest-labs/FLUX.1-Krea-dev" || fail "list: $(cat "$dir/list.txt")"
"$tunefit" diffusion --model black-forest-labs/FLUX.1-Krea-dev --json > "$dir/krea.json"
grep -q '"model": "flux.1-dev"' "$dir/krea.json" || fail "krea runs as flux.1-dev"
grep -q '"model_given": "black-forest-labs/FLUX.1-Krea-dev"' "$dir/krea.json" || fail "krea is named"

# FLUX.1 Kontext's reference image: the table's token line and --json give the same counts.
"$tunefit" diffusion --model black-forest-labs/FLUX.1-Kontext-dev --json > "$dir/kontext.json"
grep -q '"latent_tokens": 8192' "$dir/kontext.json" || fail "kontext latent tokens"
grep -q '"reference_tokens": 4096' "$dir/kontext.json" || fail "kontext reference tokens"
"$tunefit" diffusion --model black-forest-labs/FLUX.1-Kontext-dev | grep -q "8,192 latent tokens (4,096 of them" \
    || fail "kontext token line"

# A fine-tune's diffusers folder (SD 1.5's published unet/config.json under another name) runs as SD 1.5 and says so;
# the same folder with another text width is refused with what differs.
mkdir -p "$dir/finetune/unet"
printf '%s\n' '{"_class_name": "StableDiffusionPipeline", "unet": ["diffusers", "UNet2DConditionModel"]}' \
    > "$dir/finetune/model_index.json"
printf '%s\n' '{"_class_name": "UNet2DConditionModel", "_diffusers_version": "0.6.0", "act_fn": "silu",
 "attention_head_dim": 8, "block_out_channels": [320, 640, 1280, 1280], "center_input_sample": false,
 "cross_attention_dim": 768, "down_block_types": ["CrossAttnDownBlock2D", "CrossAttnDownBlock2D",
 "CrossAttnDownBlock2D", "DownBlock2D"], "downsample_padding": 1, "flip_sin_to_cos": true, "freq_shift": 0,
 "in_channels": 4, "layers_per_block": 2, "mid_block_scale_factor": 1, "norm_eps": 1e-05, "norm_num_groups": 32,
 "out_channels": 4, "sample_size": 64, "up_block_types": ["UpBlock2D", "CrossAttnUpBlock2D", "CrossAttnUpBlock2D",
 "CrossAttnUpBlock2D"]}' > "$dir/finetune/unet/config.json"
"$tunefit" diffusion --model "$dir/finetune" --json > "$dir/finetune.json" 2> "$dir/finetune.err"
grep -q '"model": "sd1.5"' "$dir/finetune.json" || fail "fine-tune runs as sd1.5: $(cat "$dir/finetune.json")"
grep -q "\"model_given\": \"$dir/finetune\"" "$dir/finetune.json" || fail "json names the folder"
grep -q "class UNet2DConditionModel" "$dir/finetune.err" || fail "says how it was read: $(cat "$dir/finetune.err")"
sed -i 's/"cross_attention_dim": 768/"cross_attention_dim": 1024/' "$dir/finetune/unet/config.json"
set +e
"$tunefit" diffusion --model "$dir/finetune" > /dev/null 2> "$dir/finetune-other.err"
code=$?
set -e
[ "$code" = 2 ] || fail "a config of no library model exits 2, got $code"
grep -q "cross_attention_dim: 1024 ≠ 768" "$dir/finetune-other.err" || fail "differs: $(cat "$dir/finetune-other.err")"

# A single-file checkpoint (ComfyUI's Wan 2.1 I2V layout: a header naming its tensors, no data needed) runs as the
# library model its tensors' names and shapes are.
header='{"patch_embedding.weight": {"dtype": "BF16", "shape": [5120, 36, 1, 2, 2], "data_offsets": [0, 0]},
 "head.modulation": {"dtype": "F32", "shape": [1, 2, 5120], "data_offsets": [0, 0]},
 "img_emb.proj.1.weight": {"dtype": "BF16", "shape": [1280, 1280], "data_offsets": [0, 0]},
 "blocks.0.cross_attn.k_img.weight": {"dtype": "BF16", "shape": [5120, 5120], "data_offsets": [0, 0]}}'
length=$(printf '%s' "$header" | wc -c)
# shellcheck disable=SC2059 # the format is the header's length as two octal escapes, little-endian
printf "\\$(printf %03o $((length % 256)))\\$(printf %03o $((length / 256)))\\0\\0\\0\\0\\0\\0" > "$dir/my-i2v.safetensors"
printf '%s' "$header" >> "$dir/my-i2v.safetensors"
"$tunefit" diffusion --model "$dir/my-i2v.safetensors" --json > "$dir/single.json" 2> "$dir/single.err"
grep -q '"model": "wan2.1-i2v-14b"' "$dir/single.json" || fail "single file runs as wan2.1-i2v-14b: $(cat "$dir/single.err")"
grep -qF "4 tensor(s) in" "$dir/single.err" || fail "says how it was read: $(cat "$dir/single.err")"

"$tunefit" validate-diffusion "$(dirname "$0")/../data/diffusion/measured-cases.csv" -o "$dir/pred.csv" > "$dir/validate.txt"
grep -q "per model family" "$dir/validate.txt" || fail "validate: $(cat "$dir/validate.txt")"
# Every timed row names its largest term, and its terms add up to its step (to the CSV's rounding).
awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) col[$i] = i; next }
    $col["predicted_step_s"] != "" {
        sum = 0
        for (t = col["linears_s"]; t <= col["communication_s"]; ++t) sum += $t
        if ($col["bottleneck"] == "" || sum - $col["predicted_step_s"] > 0.006 || $col["predicted_step_s"] - sum > 0.006)
            { print $1; bad = 1 }
        rows++
    }
    END { exit (bad || rows < 35) }' "$dir/pred.csv" || fail "validate: step terms do not add up"
echo "diffusion ok"
