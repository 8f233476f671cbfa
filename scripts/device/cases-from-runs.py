#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes tests/data/device-*-cases.csv from the measured runs in tests/data/device-runs, in the frontier schemas.
import csv, io, json, os
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data")
src = "Tunefit device run 2026-12-04: scripts/device/measure-steps.py on one NVIDIA H200 (torch 2.11.0+cu130, transformers 5.17.0, peft 0.21.0)"
url = os.path.join(os.path.dirname(__file__), "../../tests/data/device-runs/h200-2026-12-04.jsonl")
runs = [json.loads(l) for l in open(os.path.join(DATA, "device-runs", "h200-2026-12-04.jsonl"))]
def find(exp, **kv):
    for r in runs:
        if r["experiment"] == exp and all(r.get(k) == v for k, v in kv.items()):
            return r
    raise KeyError((exp, kv))
thr_cols = next(csv.reader(open(os.path.join(DATA, "frontier-throughput-cases.csv"))))
mem_cols = next(csv.reader(open(os.path.join(DATA, "frontier-cases.csv"))))
llama = dict(model="Llama-3.2-3B (random init)", params_b="3.21", layers="28", hidden="3072", heads="24", kv_heads="8",
             ffn_intermediate="8192", vocab="128256", head_dim="128", ffn_kind="swiglu", tied_embeddings="true",
             config_file="meta-llama__Llama-3.2-3B.json")
qwen = dict(model="Qwen3-30B-A3B (random init)", params_b="30.53", layers="48", hidden="2048", heads="32", kv_heads="4",
            ffn_intermediate="768", vocab="151936", head_dim="128", ffn_kind="swiglu", tied_embeddings="false",
            moe_experts="128", moe_active_experts="8", moe_ffn_intermediate="768", moe_shared_experts="0",
            moe_dense_layers="0", config_file="Qwen__Qwen3-30B-A3B.json")
common = dict(source=src, source_url=url, confidence="high", num_gpus="1", gpu="NVIDIA H200 (SXM, 141 GB)",
              gpu_catalog_name="H200 SXM", sharding="none", interconnect="", objective="sft", attention="sdpa",
              packed="true", grad_accum="1", base_quant="none", data_parallel="1", tensor_parallel="1",
              pipeline_parallel="1", expert_parallel="1", context_parallel="1", sequence_parallel="none",
              sequence_parallel_degree="1")
thr, mem = [], []
def dense(case, mcase, ckpt, mb, seq):
    r = find("full_llama-3.2-3b_bf16", grad_ckpt=ckpt, micro_batch=mb)
    notes = (f"measured: median step {r['step_s']} s of {r['step_times']} after 2 warm-ups; {mb} x {seq} random tokens, "
             "loss on every token (packed); model in FP32 with torch.autocast(bfloat16) (HF Trainer bf16=True semantics), "
             "torch.optim.AdamW(fused=True) FP32 states; SDPA attention; HF gradient checkpointing "
             f"{'on (non-reentrant, every decoder layer)' if ckpt else 'off'}; eager (no torch.compile); "
             "logits and cross-entropy over the full vocabulary in FP32 (transformers 5 loss)")
    base = dict(common, **llama, method="full", compute="amp_bf16", micro_batch=str(mb), seq_len=str(seq),
                grad_ckpt="full" if ckpt else "none", framework="PyTorch eager + transformers (own loop)")
    thr.append(dict(base, case_id=case, measured_value=str(r["step_s"]), measured_unit="s_per_iter",
                    tokens_per_s_per_gpu=str(r["tokens_per_s"]), notes=notes))
    mem.append(dict(base, case_id=mcase, arch="decoder", weight_dtype="fp32", optimizer="adamw",
                    optimizer_state_dtype="fp32", seq_len_kind="max_padded", loss="standard", offload="none",
                    gpu_memory_gib="139.8", metric="allocated", measured_gib_per_gpu=str(r["peak_allocated_gib"]),
                    oom="false", lora_rank="", trainable_params="", notes=notes +
                    f"; peak torch.cuda.max_memory_allocated {r['peak_allocated_gib']} GiB, reserved {r['peak_reserved_gib']} GiB"))
def moe(case, mcase, impl, lora_on="attention + experts (target_parameters)"):
    r = find("moe_lora_qwen3-30b-a3b", experts_implementation=impl, micro_batch=2, lora_on=lora_on)
    experts = lora_on != "attention only"
    notes = (f"measured: median step {r['step_s']} s of {r['step_times']} after 1 warm-up; 2 x 2048 random tokens, packed; "
             "all 48 layers, weights BF16 without a master copy; LoRA r=16 alpha=32 dropout 0 on q/k/v/o (target_modules)" +
             (" and on the 3-D expert tensors mlp.experts.gate_up_proj / down_proj (peft target_parameters: the adapter's delta "
              "weight is materialised per forward)" if experts else " only, the experts frozen") + f"; trainable {r['trainable_params']}; transformers experts_implementation={impl} "
             f"({'one grouped GEMM per projection over all experts' if impl == 'grouped_mm' else 'Python loop over the experts that received tokens'}); "
             "HF gradient checkpointing (non-reentrant); AdamW fused; random router (near-balanced routing)")
    base = dict(common, **qwen, method="lora", lora_rank="16", lora_targets="q;k;v;o;gate;up;down" if experts else "q;k;v;o", compute="bf16",
                micro_batch="2", seq_len="2048", grad_ckpt="full",
                framework=f"PyTorch eager + transformers + peft (own loop; experts {impl})")
    thr.append(dict(base, case_id=case, measured_value=str(r["step_s"]), measured_unit="s_per_iter",
                    tokens_per_s_per_gpu=str(r["tokens_per_s"]), notes=notes))
    mem.append(dict(base, case_id=mcase, arch="decoder", weight_dtype="bf16", optimizer="adamw",
                    optimizer_state_dtype="bf16", seq_len_kind="max_padded", loss="standard", offload="none",
                    gpu_memory_gib="139.8", metric="allocated", measured_gib_per_gpu=str(r["peak_allocated_gib"]),
                    oom="false", lora_alpha="32", lora_dropout="0", trainable_params=str(r["trainable_params"]),
                    notes=notes + f"; peak torch.cuda.max_memory_allocated {r['peak_allocated_gib']} GiB, reserved {r['peak_reserved_gib']} GiB"))
dense("DVT001", "DVM001", True, 4, 4096)
dense("DVT002", "DVM002", False, 1, 4096)
moe("DVT003", "DVM003", "grouped_mm")
moe("DVT004", "DVM004", "eager")
moe("DVT005", "DVM005", "grouped_mm", "attention only")
for name, cols, rows in [("device-throughput-cases.csv", thr_cols, thr), ("device-memory-cases.csv", mem_cols, mem)]:
    with open(os.path.join(DATA, name), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({c: r.get(c, "") for c in cols})
