# Tunefit test fixture: an OpenRLHF launch with its command in a heredoc, as OpenRLHF's example scripts write it.
set -x

read -r -d '' training_commands <<EOF
openrlhf.cli.train_sft \
   --model.model_name_or_path meta-llama/Llama-3.1-8B \
   --model.lora_rank 16 \
   --model.lora_alpha 32 \
   --model.target_modules all-linear \
   --train.micro_batch_size 4 \
   --train.batch_size 128 \
   --data.max_len 8192 \
   --ds.zero_stage 3 \
   --ds.param_dtype bf16 \
   --ds.ring_attn_size 2 \
   --ds.packing_samples \
   --adam.lr 5e-6 \
   --model.gradient_checkpointing_enable
EOF

if [[ ${1} != "slurm" ]]; then
    deepspeed --num_gpus 4 --module $training_commands
fi
