#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Measures real training and generation steps on one GPU, for Tunefit's validation cases.

Every model is a randomly initialised instance of a published architecture (the numbers below are
those of the model's config.json), so the measured memory and time are those of the real shapes.
Each experiment writes one JSON line to $OUT/results.jsonl; a failing experiment writes its error
and the next one runs. Run: PYTHONUNBUFFERED=1 python3 scripts/device/measure-steps.py
"""
import gc, json, os, sys, time, traceback

import torch

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
RESULTS = os.path.join(OUT, "results.jsonl")
START = time.time()
BUDGET_S = float(os.environ.get("BUDGET_S", "400"))

# Published architectures (from each model's config.json on the Hugging Face hub).
QWEN25_7B = dict(model_type="qwen2", hidden_size=3584, intermediate_size=18944, num_hidden_layers=28,
                 num_attention_heads=28, num_key_value_heads=4, vocab_size=152064, max_position_embeddings=32768,
                 rope_theta=1000000.0, rms_norm_eps=1e-6, tie_word_embeddings=False)
LLAMA32_3B = dict(model_type="llama", hidden_size=3072, intermediate_size=8192, num_hidden_layers=28,
                  num_attention_heads=24, num_key_value_heads=8, head_dim=128, vocab_size=128256,
                  max_position_embeddings=131072, rope_theta=500000.0, rms_norm_eps=1e-5, tie_word_embeddings=True)
QWEN25_32B = dict(model_type="qwen2", hidden_size=5120, intermediate_size=27648, num_hidden_layers=64,
                  num_attention_heads=40, num_key_value_heads=8, vocab_size=152064, max_position_embeddings=32768,
                  rope_theta=1000000.0, rms_norm_eps=1e-6, tie_word_embeddings=False)
QWEN3_30B_A3B = dict(model_type="qwen3_moe", hidden_size=2048, intermediate_size=6144, moe_intermediate_size=768,
                     num_hidden_layers=48, num_attention_heads=32, num_key_value_heads=4, head_dim=128,
                     num_experts=128, num_experts_per_tok=8, norm_topk_prob=True, decoder_sparse_step=1,
                     mlp_only_layers=[], vocab_size=151936, max_position_embeddings=40960, rope_theta=1000000.0,
                     rms_norm_eps=1e-6, tie_word_embeddings=False, router_aux_loss_coef=0.001,
                     output_router_logits=False)


def left():
    return BUDGET_S - (time.time() - START)


def record(name, **fields):
    fields["experiment"] = name
    fields["t_since_start_s"] = round(time.time() - START, 1)
    line = json.dumps(fields, default=str)
    print(line, flush=True)
    with open(RESULTS, "a") as f:
        f.write(line + "\n")


def clean():
    gc.collect()
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()


def peak():
    return dict(peak_allocated_gib=round(torch.cuda.max_memory_allocated() / 2**30, 3),
                peak_reserved_gib=round(torch.cuda.max_memory_reserved() / 2**30, 3))


def make_model(arch, dtype, **extra):
    from transformers import AutoConfig, AutoModelForCausalLM
    arch = dict(arch)
    cfg = AutoConfig.for_model(arch.pop("model_type"), **arch)
    cfg.use_cache = False
    with torch.device("cuda"):
        model = AutoModelForCausalLM.from_config(cfg, dtype=dtype, attn_implementation="sdpa", **extra)
    return model


def timed(fn, warmup, steps):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(steps):
        t = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
    return sorted(times)[len(times) // 2], times


def experiment(name, min_left_s):
    def wrap(fn):
        def run():
            if left() < min_left_s:
                record(name, skipped=f"only {left():.0f} s left")
                return
            clean()
            try:
                fn()
            except Exception as e:  # one broken experiment must not cost the others
                record(name, error=repr(e), trace=traceback.format_exc()[-1500:])
            clean()
        run.__name__ = fn.__name__
        return run
    return wrap


@experiment("environment", 0)
def environment():
    import importlib
    versions = {}
    for m in ["transformers", "peft", "accelerate", "torchao", "transformer_engine", "bitsandbytes", "flash_attn",
              "vllm", "trl", "deepspeed"]:
        try:
            versions[m] = getattr(importlib.import_module(m), "__version__", "?")
        except Exception as e:
            versions[m] = None
    p = torch.cuda.get_device_properties(0)
    record("environment", torch=torch.__version__, cuda=torch.version.cuda, gpu=p.name,
           total_gib=round(p.total_memory / 2**30, 2), sms=p.multi_processor_count, versions=versions)


def gemm_tflops(m, k, n, kind):
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
    if kind == "bf16":
        fn = lambda: a @ b.t()
    else:
        e4 = torch.float8_e4m3fn
        if kind == "fp8_tensorwise":
            sa = (a.abs().amax().float() / 448.0)
            sb = (b.abs().amax().float() / 448.0)
        else:  # rowwise
            sa = (a.abs().amax(dim=1, keepdim=True).float() / 448.0)
            sb = (b.abs().amax(dim=1, keepdim=True).float() / 448.0).t()
        aq = (a / (sa if kind == "fp8_tensorwise" else sa)).to(e4)
        bq = (b / (sb if kind == "fp8_tensorwise" else sb.t())).to(e4)
        fn = lambda: torch._scaled_mm(aq, bq.t(), scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16)
    t, _ = timed(fn, 3, 10)
    return round(2 * m * k * n / t / 1e12, 1)


@experiment("gemm_rates", 20)
def gemm_rates():
    rows = []
    for (m, k, n) in [(8192, 3072, 8192), (8192, 8192, 3072), (8192, 4096, 14336), (16384, 8192, 8192),
                      (4096, 2048, 768)]:
        row = dict(m=m, k=k, n=n)
        for kind in ["bf16", "fp8_tensorwise", "fp8_rowwise"]:
            try:
                row[kind] = gemm_tflops(m, k, n, kind)
            except Exception as e:
                row[kind] = repr(e)[:200]
        rows.append(row)
    record("gemm_rates", unit="TFLOP/s dense", rows=rows)


def generation_run(model, prompts, completions, prompt_len, new_tokens):
    vocab = model.config.vocab_size
    ids = torch.randint(100, vocab - 100, (prompts, prompt_len), device="cuda").repeat_interleave(completions, 0)
    mask = torch.ones_like(ids)
    gen = lambda n: model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=n, min_new_tokens=n,
                                   do_sample=True, pad_token_id=0, use_cache=True)
    with torch.no_grad():
        prefill, _ = timed(lambda: model(input_ids=ids, attention_mask=mask, use_cache=False, logits_to_keep=1),
                           1, 3)
        gen(16)  # warm-up: the first generate call compiles and allocates
        torch.cuda.reset_peak_memory_stats()
        total, times = timed(lambda: gen(new_tokens), 0, 1)
    return dict(sequences=prompts * completions, prompt_len=prompt_len, new_tokens=new_tokens,
                prefill_s=round(prefill, 4), generate_s=round(total, 3),
                decode_ms_per_token=round((total - prefill) / new_tokens * 1000, 2),
                completion_tokens_per_s=round(prompts * completions * new_tokens / total, 1), **peak())


@experiment("generation_hf_layers", 60)
def generation_by_layers():
    """The same decode at 28 and 64 layers: is the step time the weights' read or a per-layer launch cost?"""
    for name, arch in [("qwen2.5-7b", QWEN25_7B), ("qwen2.5-32b", QWEN25_32B)]:
        if left() < 45:
            return
        model = make_model(arch, torch.bfloat16)
        model.eval()
        model.generation_config.eos_token_id = None
        for prompts, completions, plen, new in [(8, 8, 256, 128), (32, 8, 512, 128)]:
            r = generation_run(model, prompts, completions, plen, new)
            record("generation_hf_" + name, engine="transformers generate (TRL use_vllm=False)", dtype="bf16",
                   attention="sdpa", layers=arch["num_hidden_layers"], **r)
        del model
        clean()


def train_steps(model, params, batch, seq, warmup=2, steps=4, autocast=True):
    opt = torch.optim.AdamW([p for p in params if p.requires_grad], lr=1e-5, fused=True)
    vocab = model.config.vocab_size
    ids = torch.randint(100, vocab - 100, (batch, seq), device="cuda")

    def step():
        with torch.autocast("cuda", dtype=torch.bfloat16, enabled=autocast):
            loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
    t, times = timed(step, warmup, steps)
    return dict(step_s=round(t, 4), step_times=[round(x, 4) for x in times],
                tokens_per_s=round(batch * seq / t, 1), **peak())


def moe_lora(implementation, shapes):
    from peft import LoraConfig, get_peft_model
    try:
        model = make_model(QWEN3_30B_A3B, torch.bfloat16, experts_implementation=implementation)
    except Exception:
        model = make_model(QWEN3_30B_A3B, torch.bfloat16)
        model.config._experts_implementation = implementation
    impl = getattr(model.config, "_experts_implementation", None) or getattr(model.config, "experts_implementation",
                                                                            None)
    experts = type(model.model.layers[0].mlp).__name__ + "/" + type(getattr(model.model.layers[0].mlp, "experts",
                                                                             None)).__name__
    expert_keys = {k: v for k, v in model.config.to_dict().items() if "expert" in k.lower() and "num" not in k}
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    model.enable_input_require_grads()
    targets = dict(target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"])
    try:
        cfg = LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, target_parameters=["mlp.experts.gate_up_proj",
                                                                                     "mlp.experts.down_proj"],
                         **targets)
        model = get_peft_model(model, cfg)
        lora_on = "attention + experts (target_parameters)"
    except Exception as e:
        cfg = LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, **targets)
        model = get_peft_model(model, cfg)
        lora_on = "target_modules only (" + repr(e)[:120] + ")"
    trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    total = sum(p.numel() for p in model.parameters())
    for batch, seq in shapes:
        if left() < 40:
            break
        r = train_steps(model, model.parameters(), batch, seq, warmup=1, steps=2, autocast=False)
        record("moe_lora_qwen3-30b-a3b", weights="bf16 (no master copy)", lora="r16 a32", lora_on=lora_on,
               experts_class=experts, experts_implementation=impl, expert_keys=expert_keys, trainable_params=trainable, total_params=total,
               grad_ckpt="full (HF gradient_checkpointing, non-reentrant)", micro_batch=batch, seq_len=seq, **r)
    del model


@experiment("moe_lora_qwen3-30b-a3b", 90)
def moe_lora_eager_loop():
    moe_lora("eager", [(2, 2048)])


@experiment("offload_bandwidths", 20)
def offload_bandwidths():
    """Pinned host-device copies and a CPU AdamW step: the two rates an offloaded optimizer runs at."""
    n = 1 << 30  # 1 GiB
    host = torch.empty(n, dtype=torch.uint8, pin_memory=True)
    dev = torch.empty(n, dtype=torch.uint8, device="cuda")
    h2d, _ = timed(lambda: dev.copy_(host, non_blocking=True), 2, 5)
    d2h, _ = timed(lambda: host.copy_(dev, non_blocking=True), 2, 5)
    pageable = torch.empty(n, dtype=torch.uint8)
    h2d_pageable, _ = timed(lambda: dev.copy_(pageable), 1, 3)
    threads = os.cpu_count()
    torch.set_num_threads(threads)
    params = [torch.nn.Parameter(torch.randn(64 << 20)) for _ in range(4)]  # 268M fp32 parameters
    for p in params:
        p.grad = torch.randn_like(p)
    opt = torch.optim.AdamW(params, lr=1e-5)
    opt.step()
    t = time.perf_counter()
    opt.step()
    cpu_step = time.perf_counter() - t
    record("offload_bandwidths", h2d_pinned_gb_s=round(n / h2d / 1e9, 1), d2h_pinned_gb_s=round(n / d2h / 1e9, 1),
           h2d_pageable_gb_s=round(n / h2d_pageable / 1e9, 1), cpu_threads=threads,
           cpu_adamw_params_per_s=round(268435456 / cpu_step / 1e6, 1), cpu_adamw_unit="million params/s (torch)")


@experiment("attention_long_context", 30)
def attention_long_context():
    """Causal SDPA forward+backward at 4K-128K tokens (32 heads of 128, one sequence): the kernel's rate."""
    import torch.nn.functional as F
    rows = []
    for seq in [4096, 16384, 65536, 131072]:
        q, k, v = (torch.randn(1, 32, seq, 128, device="cuda", dtype=torch.bfloat16, requires_grad=True)
                   for _ in range(3))
        def fb():
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            o.backward(torch.ones_like(o))
        t, _ = timed(fb, 1, 3)
        flops = 4 * 32 * seq * seq * 128 / 2 * 3.5  # causal: half the square; fwd 2 GEMMs, bwd 5 -> 3.5x fwd
        rows.append(dict(seq=seq, fwd_bwd_s=round(t, 4), tflops=round(flops / t / 1e12, 1)))
        del q, k, v
    record("attention_long_context", kernel="torch SDPA (flash backend) causal bf16", rows=rows)


class Fp8TensorwiseLinear(torch.autograd.Function):
    """FP8 linear with dynamic tensorwise scaling, as torchao's Float8Linear 'tensorwise' recipe: inputs and
    weights cast to e4m3, output gradient to e5m2, all three GEMMs in FP8, high-precision input saved."""

    @staticmethod
    def forward(ctx, x, w):
        e4 = torch.float8_e4m3fn
        x2 = x.reshape(-1, x.shape[-1]).to(torch.bfloat16)
        sx = x2.abs().amax().float().clamp(min=1e-12) / 448.0
        sw = w.abs().amax().float().clamp(min=1e-12) / 448.0
        xq = (x2 / sx).to(e4)
        wq = (w / sw).to(e4)
        y = torch._scaled_mm(xq, wq.t(), scale_a=sx, scale_b=sw, out_dtype=torch.bfloat16)
        ctx.save_for_backward(x2, w)
        ctx.shape, ctx.dtype = x.shape, x.dtype
        return y.reshape(*x.shape[:-1], w.shape[0])

    @staticmethod
    def backward(ctx, g):
        x2, w = ctx.saved_tensors
        e4, e5 = torch.float8_e4m3fn, torch.float8_e5m2
        g2 = g.reshape(-1, g.shape[-1]).to(torch.bfloat16)
        sg = g2.abs().amax().float().clamp(min=1e-12) / 57344.0
        gq = (g2 / sg).to(e5)
        sw = w.abs().amax().float().clamp(min=1e-12) / 448.0
        wq_t = (w / sw).to(e4).t().contiguous().t()  # column-major for the second operand
        dx = torch._scaled_mm(gq, wq_t, scale_a=sg, scale_b=sw, out_dtype=torch.bfloat16)
        sx = x2.abs().amax().float().clamp(min=1e-12) / 448.0
        xq_cm = (x2 / sx).to(e4).t().contiguous().t()
        gq_t = gq.t().contiguous()
        dw = torch._scaled_mm(gq_t, xq_cm, scale_a=sg, scale_b=sx, out_dtype=torch.float32)
        return dx.reshape(ctx.shape).to(ctx.dtype), dw.to(w.dtype)


class Fp8Linear(torch.nn.Module):
    def __init__(self, linear):
        super().__init__()
        self.weight = linear.weight

    def forward(self, x):
        with torch.autocast("cuda", enabled=False):
            return Fp8TensorwiseLinear.apply(x, self.weight)


def to_fp8(model):
    n = 0
    for layer in model.model.layers:
        for parent in [layer.self_attn, layer.mlp]:
            for name, child in list(parent.named_children()):
                if isinstance(child, torch.nn.Linear) and child.bias is None:
                    setattr(parent, name, Fp8Linear(child))
                    n += 1
    return n


def dense_full(recipe, ckpt, batch, seq, compiled=False):
    model = make_model(LLAMA32_3B, torch.float32)
    converted = to_fp8(model) if recipe == "fp8_tensorwise" else 0
    if compiled:
        for layer in model.model.layers:
            layer.compile()
    if ckpt:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    r = train_steps(model, model.parameters(), batch, seq)
    name = f"full_llama-3.2-3b_{recipe}" + ("_compiled" if compiled else "")
    record(name, compiled="per decoder layer" if compiled else "eager", master_weights="fp32", compute="bf16 autocast" + (" + fp8 linears" if converted else ""),
           fp8_linears=converted, optimizer="AdamW fused fp32 states", grad_ckpt=ckpt, micro_batch=batch,
           seq_len=seq, **r)
    del model


@experiment("full_llama-3.2-3b", 60)
def dense_bf16_vs_fp8():
    for ckpt, batch, seq in [(True, 4, 4096), (False, 1, 4096)]:
        for recipe in ["bf16", "fp8_tensorwise"]:
            if left() < 25:
                return
            try:
                dense_full(recipe, ckpt, batch, seq)
            except Exception as e:
                record(f"full_llama-3.2-3b_{recipe}", grad_ckpt=ckpt, error=repr(e),
                       trace=traceback.format_exc()[-1200:])
            clean()


@experiment("grouped_gemm_rates", 20)
def grouped_gemm_rates():
    """torch._grouped_mm (what transformers 5 runs for experts) at m rows per expert: forward and forward+backward."""
    rows = []
    for (experts, k, n) in [(128, 2048, 1536), (128, 768, 2048), (8, 4096, 28672), (8, 14336, 4096)]:
        for m in [32, 64, 128, 256, 512, 1024, 2048, 4096]:
            if experts * m > 262144:
                continue
            x = torch.randn(experts * m, k, device="cuda", dtype=torch.bfloat16, requires_grad=True)
            w = torch.randn(experts, n, k, device="cuda", dtype=torch.bfloat16, requires_grad=True)
            offs = torch.arange(1, experts + 1, device="cuda", dtype=torch.int32) * m
            row = dict(experts=experts, k=k, n=n, m_per_expert=m)
            try:
                fwd = lambda: torch._grouped_mm(x, w.transpose(-2, -1), offs=offs)
                t, _ = timed(fwd, 2, 5)
                row["fwd_tflops"] = round(2 * experts * m * k * n / t / 1e12, 1)
                def fb():
                    y = torch._grouped_mm(x, w.transpose(-2, -1), offs=offs)
                    y.backward(torch.ones_like(y))
                t, _ = timed(fb, 2, 5)
                row["fwd_bwd_tflops"] = round(6 * experts * m * k * n / t / 1e12, 1)
            except Exception as e:
                row["error"] = repr(e)[:200]
            rows.append(row)
            del x, w
    record("grouped_gemm_rates", kernel="torch._grouped_mm bf16", rows=rows)


@experiment("moe_lora_attention_only", 60)
def moe_lora_attention_only():
    """Qwen3-30B-A3B, grouped_mm experts, LoRA on attention only: the run-1 step less the expert adapters."""
    from peft import LoraConfig, get_peft_model
    model = make_model(QWEN3_30B_A3B, torch.bfloat16)
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    model.enable_input_require_grads()
    model = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0,
                                             target_modules=["q_proj", "k_proj", "v_proj", "o_proj"]))
    trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    r = train_steps(model, model.parameters(), 2, 2048, warmup=1, steps=3, autocast=False)
    record("moe_lora_qwen3-30b-a3b", weights="bf16 (no master copy)", lora="r16 a32", lora_on="attention only",
           experts_implementation=getattr(model.config, "_experts_implementation", None), trainable_params=trainable,
           grad_ckpt="full (HF gradient_checkpointing, non-reentrant)", micro_batch=2, seq_len=2048, **r)
    del model


@experiment("moe_profile", 60)
def moe_profile():
    """Where the step of moe_lora_attention_only goes: torch.profiler's kernel table for one step."""
    from peft import LoraConfig, get_peft_model
    from torch.profiler import profile, ProfilerActivity
    model = make_model(QWEN3_30B_A3B, torch.bfloat16)
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    model.enable_input_require_grads()
    model = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0,
                                             target_modules=["q_proj", "k_proj", "v_proj", "o_proj"]))
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5, fused=True)
    ids = torch.randint(100, 150000, (2, 2048), device="cuda")
    def step():
        model(input_ids=ids, labels=ids).loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
    step()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        step()
        torch.cuda.synchronize()
    table = prof.key_averages().table(sort_by="cuda_time_total", row_limit=40, max_name_column_width=60)
    with open(os.path.join(OUT, "moe_profile.txt"), "w") as f:
        f.write(table)
    events = prof.key_averages()
    kernels = sum(e.count for e in events if e.device_type == torch.autograd.DeviceType.CUDA)
    record("moe_profile", cuda_kernels=kernels, note="table in moe_profile.txt")
    del model


# A narrow, deep Llama: every kernel is tiny, so a step's wall time is the host's issue time (the regime of
# SimpleTuner's short diffusion steps), and the forward's, backward's and checkpoint's host costs can be told apart.
TINY_DEEP = dict(model_type="llama", hidden_size=256, intermediate_size=704, num_hidden_layers=24,
                 num_attention_heads=4, num_key_value_heads=4, head_dim=64, vocab_size=1024,
                 max_position_embeddings=4096, rope_theta=10000.0, rms_norm_eps=1e-5, tie_word_embeddings=True)


def cuda_kernels(fn):
    """CUDA kernels one call of fn launches (torch.profiler)."""
    from torch.profiler import profile, ProfilerActivity
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    return sum(e.count for e in prof.key_averages() if e.device_type == torch.autograd.DeviceType.CUDA)


@experiment("eager_host_costs", 40)
def eager_host_costs():
    """Host seconds per kernel forward (Python modules) and backward (autograd's C++ engine), and what
    non-reentrant and reentrant checkpointing add per block and per saved tensor, with PEFT LoRA on attention."""
    from peft import LoraConfig, get_peft_model
    model = make_model(TINY_DEEP, torch.bfloat16)
    model.enable_input_require_grads()
    model = get_peft_model(model, LoraConfig(r=16, lora_alpha=16, lora_dropout=0.0,
                                             target_modules=["q_proj", "k_proj", "v_proj", "o_proj"]))
    layers = TINY_DEEP["num_hidden_layers"]
    rows = []
    for seq in [64, 128]:  # host-bound if the time barely moves with the tokens
        ids = torch.randint(10, 1000, (1, seq), device="cuda")
        forward = lambda: model(input_ids=ids, labels=ids).loss
        both = lambda: forward().backward()
        saved = [0]

        def pack(t):
            saved[0] += 1
            return t
        row = dict(seq=seq)
        for mode in ["none", "non_reentrant", "reentrant"]:
            if mode == "none":
                model.gradient_checkpointing_disable()
            else:
                model.gradient_checkpointing_enable(
                    gradient_checkpointing_kwargs={"use_reentrant": mode == "reentrant"})
            model.train()
            if mode == "none":
                row["forward_s"] = round(timed(forward, 3, 10)[0], 5)
                row["forward_kernels"] = cuda_kernels(forward)
                saved[0] = 0
                with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
                    forward()
                row["saved_tensors_forward"] = saved[0]
            row[f"step_{mode}_s"] = round(timed(both, 3, 10)[0], 5)
            row[f"step_{mode}_kernels"] = cuda_kernels(both)
        rows.append(row)
    record("eager_host_costs", model="Llama, hidden 256, 24 layers, bf16, LoRA r16 on q/k/v/o (PEFT), batch 1",
           layers=layers, rows=rows,
           derive="forward s/kernel = forward_s / forward_kernels; backward s/kernel = (step_none_s - forward_s) / "
                  "(step_none_kernels - forward_kernels); checkpoint extra = step_<mode>_s - step_none_s - forward_s")
    del model


@experiment("full_llama-3.2-3b_compiled", 150)
def dense_compiled():
    for recipe in ["bf16", "fp8_tensorwise"]:
        if left() < 70:
            return
        try:
            dense_full(recipe, False, 1, 4096, compiled=True)
        except Exception as e:
            record(f"full_llama-3.2-3b_{recipe}_compiled", error=repr(e), trace=traceback.format_exc()[-1200:])
        clean()


if __name__ == "__main__":
    only = sys.argv[1:]
    for fn in [environment, gemm_rates, grouped_gemm_rates, moe_lora_attention_only, moe_profile, generation_by_layers, moe_lora_eager_loop, offload_bandwidths,
               attention_long_context, dense_bf16_vs_fp8, dense_compiled, eager_host_costs]:
        if not only or fn.__name__ in only:
            fn()
    record("done", total_s=round(time.time() - START, 1))
