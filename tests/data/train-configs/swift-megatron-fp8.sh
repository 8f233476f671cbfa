# Tunefit test fixture: a Megatron-SWIFT full fine-tune in MXFP8 with FP8 parameters on 8 GPUs (Megatron-Core's
# --fp8-format/--fp8-recipe/--fp8-param-gather as ms-swift spells them).
NPROC_PER_NODE=8 \
megatron sft \
    --model Qwen/Qwen2.5-7B \
    --train_type full \
    --micro_batch_size 1 \
    --max_length 4096 \
    --tensor_model_parallel_size 2 \
    --fp8_format e4m3 \
    --fp8_recipe mxfp8 \
    --fp8_param_gather true \
    --use_distributed_optimizer true
