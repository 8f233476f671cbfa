# Tunefit test fixture: an OpenRLHF Ray launch with the leave-one-out (RLOO) advantage.
python3 -m openrlhf.cli.train_ppo_ray \
   --actor.num_nodes 1 \
   --actor.num_gpus_per_node 8 \
   --actor.model_name_or_path meta-llama/Llama-3.1-8B \
   --algo.advantage.estimator rloo \
   --rollout.n_samples_per_prompt 4 \
   --train.micro_batch_size 2 \
   --data.max_len 4096 \
   --ds.zero_stage 3 \
   --actor.gradient_checkpointing_enable
