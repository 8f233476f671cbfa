#!/bin/sh
# Usage: sequence-parallel.sh TUNEFIT: a 128k-token job split over 8 GPUs with DeepSpeed-Ulysses or ring attention
# needs less memory per GPU (whole_device_gib) than the same job with every sequence on one GPU.
tunefit=$1
job="estimate --model llama-3.1-8b --method lora --seq 131072 --checkpointing full --gpus 8 --sharding zero3 --json"
gib() {
  # shellcheck disable=SC2086
  "$tunefit" $job "$@" | awk -F': ' '/"whole_device_gib"/ { gsub(/,/, "", $2); print $2; exit }'
}
whole=$(gib)
if [ -z "$whole" ]; then
  echo "no whole_device_gib without sequence parallelism" >&2
  exit 1
fi
failures=0
for kind in ulysses ring; do
  split=$(gib --sequence-parallel "$kind" --sp-degree 8)
  if [ -z "$split" ] || ! awk "BEGIN { exit !($split < $whole) }"; then
    echo "FAIL: --sequence-parallel $kind --sp-degree 8 gives ${split:-nothing} GiB, not less than $whole GiB" >&2
    failures=$((failures + 1))
  else
    echo "ok: $kind over 8 GPUs: $split GiB < $whole GiB"
  fi
done
exit "$failures"
