# Tunefit test fixture: a Megatron-SWIFT full fine-tune with Megatron-Core's precision-aware optimizer keeping both
# Adam moments in FP8 (Transformer Engine's FusedAdam), as ms-swift spells the flags.
NPROC_PER_NODE=8 \
megatron sft \
    --model Qwen/Qwen2.5-7B \
    --train_type full \
    --micro_batch_size 1 \
    --max_length 4096 \
    --tensor_model_parallel_size 2 \
    --use_distributed_optimizer true \
    --use_precision_aware_optimizer true \
    --exp_avg_dtype fp8 \
    --exp_avg_sq_dtype fp8
