#!/bin/sh
# A FLUX.1-dev LoRA with kohya sd-scripts on a 16 GB card, written for Tunefit's tests.
accelerate launch --mixed_precision bf16 --num_cpu_threads_per_process 1 flux_train_network.py \
  --pretrained_model_name_or_path /models/flux1-dev.safetensors \
  --clip_l /models/clip_l.safetensors --t5xxl /models/t5xxl_fp16.safetensors --ae /models/ae.safetensors \
  --train_data_dir /data/portraits --output_dir /out --output_name tnft \
  --network_module networks.lora_flux --network_dim 16 --network_alpha 16 \
  --fp8_base --blocks_to_swap 18 --gradient_checkpointing \
  --cache_text_encoder_outputs --cache_latents_to_disk \
  --optimizer_type adamw8bit --learning_rate 1e-4 \
  --train_batch_size 1 --resolution 1024,1024 --max_train_steps 2000 --gradient_accumulation_steps 1 \
  --mixed_precision bf16 --full_bf16 --sdpa --save_model_as safetensors
