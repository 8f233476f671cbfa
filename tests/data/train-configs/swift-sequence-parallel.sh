# Tunefit test fixture: ms-swift splitting each sequence over 4 of 8 GPUs (Ulysses).
NPROC_PER_NODE=8 \
swift sft \
    --model meta-llama/Llama-3.1-8B \
    --tuner_type full \
    --max_length 32768 \
    --per_device_train_batch_size 1 \
    --sequence_parallel_size 4 \
    --use_liger_kernel true \
    --deepspeed zero3
