# Tunefit test fixture: a Megatron-SWIFT LoRA launch on 16 GPUs.
NPROC_PER_NODE=8 \
NNODES=2 \
megatron sft \
    --model Qwen/Qwen3-30B-A3B \
    --train_type lora \
    --lora_rank 8 \
    --micro_batch_size 1 \
    --max_length 8192 \
    --tensor_model_parallel_size 2 \
    --expert_model_parallel_size 8 \
    --context_parallel_size 2 \
    --sequence_parallel true \
    --use_distributed_optimizer true
