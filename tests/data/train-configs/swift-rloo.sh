# Tunefit test fixture: ms-swift (>= 3.10) runs RLOO on its GRPO trainer with the leave-one-out advantage.
swift rlhf \
    --rlhf_type grpo \
    --advantage_estimator rloo \
    --model Qwen/Qwen2.5-7B \
    --tuner_type lora \
    --lora_rank 16 \
    --per_device_train_batch_size 2 \
    --max_length 4096 \
    --num_generations 4 \
    --max_completion_length 1024
