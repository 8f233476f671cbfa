# Tunefit test fixture: TRL's online DPO example script (examples/scripts/online_dpo.py, trl.experimental.online_dpo)
# with the policy and reward model of TRL's online DPO documentation, on 4 GPUs.
accelerate launch --num_processes 4 examples/scripts/online_dpo.py \
    --model_name_or_path Qwen/Qwen2.5-0.5B-Instruct \
    --reward_model_path trl-lib/Qwen2-0.5B-Reward \
    --dataset_name trl-lib/ultrafeedback-prompt \
    --learning_rate 5.0e-7 \
    --output_dir Qwen2.5-0.5B-Online-DPO \
    --per_device_train_batch_size 8 \
    --gradient_accumulation_steps 16 \
    --max_new_tokens 256 \
    --max_length 1024 \
    --missing_eos_penalty 1.0
