# Tunefit test fixture: an ms-swift GRPO launch.
nproc_per_node=4

CUDA_VISIBLE_DEVICES=0,1,2,3 \
NPROC_PER_NODE=$nproc_per_node \
swift rlhf \
    --rlhf_type grpo \
   -- model Qwen/Qwen2.5-7B \
    --tuner_type lora \
    --lora_rank 16 \
    --lora_alpha 32 \
    --per_device_train_batch_size 2 \
    --gradient_accumulation_steps $(expr 32 / $nproc_per_node) \
    --max_length 4096 \
    --num_generations 8 \
    --max_completion_length 1024 \
    --deepspeed zero3 \
    --learning_rate 1e-6
