trl dpo --model_name_or_path Qwen/Qwen3-4B --use_peft --lora_r 16 --per_device_train_batch_size 2 --max_length 2048 --bf16
