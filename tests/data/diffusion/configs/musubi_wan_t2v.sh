#!/bin/bash
# A Wan2.1 T2V 14B LoRA with musubi-tuner, written for Tunefit's tests. The latents and text encoder outputs are
# cached first (cache_latents.py, wan_cache_text_encoder_outputs.py) from the same dataset config.
accelerate launch --num_cpu_threads_per_process 1 --mixed_precision bf16 src/musubi_tuner/wan_train_network.py \
    --task t2v-14B \
    --dit /models/wan2.1_t2v_14B_bf16.safetensors \
    --dataset_config musubi_wan_dataset.toml --sdpa --mixed_precision bf16 --fp8_base \
    --optimizer_type adamw8bit --learning_rate 2e-4 --gradient_checkpointing \
    --max_data_loader_n_workers 2 --persistent_data_loader_workers \
    --network_module networks.lora_wan --network_dim 32 \
    --timestep_sampling shift --discrete_flow_shift 3.0 \
    --max_train_steps 2400 --save_every_n_steps 400 --seed 42 \
    --blocks_to_swap 20 --output_dir /out --output_name wan-lora
