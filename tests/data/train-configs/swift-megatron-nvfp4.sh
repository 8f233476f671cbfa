# Tunefit test fixture: a Megatron-SWIFT full fine-tune in NVFP4 (--fp4_format e2m1; ms-swift's --fp4_recipe defaults
# to nvfp4) that keeps the last four blocks in BF16, as NVIDIA's NVFP4 recipe does, through --megatron_extra_kwargs
# (Megatron-Core's first_last_layers_bf16 and num_layers_at_end_in_bf16; num_layers_at_start_in_bf16 left at its 1).
NPROC_PER_NODE=8 \
megatron sft \
    --model Qwen/Qwen2.5-7B \
    --train_type full \
    --micro_batch_size 1 \
    --max_length 4096 \
    --fp4_format e2m1 \
    --megatron_extra_kwargs '{"first_last_layers_bf16": true, "num_layers_at_end_in_bf16": 4}' \
    --use_distributed_optimizer true
