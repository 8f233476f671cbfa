read -r -d '' cmd <<'END'
openrlhf.cli.train_dpo --pretrain x \
 --zero_stage 3 --ring_attn_size 0
deepspeed --module $cmd $cmd
