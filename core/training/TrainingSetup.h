// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelNames.h"
#include "core/model/ModelSpec.h"
#include "core/training/LowPrecision.h"
#include "core/training/Qat.h"

#include <optional>

namespace tunefit {

enum class Method
{
    Full,              ///< every weight trained
    LoRA,              ///< low-rank adapters on a frozen 16/32-bit (or LLM.int8) base
    QLoRA,             ///< LoRA on a 4-bit frozen base
    DoRA,              ///< weight-decomposed LoRA
    AdaLoRA,           ///< SVD-style triplets, rank = init_r
    IA3,               ///< learned scaling vectors on the targets
    VeRA,              ///< shared frozen random matrices + per-layer vectors
    LoHa,              ///< Hadamard product of two low-rank pairs
    LoKr,              ///< Kronecker-factored adapters
    OFT,               ///< orthogonal fine-tuning (block-diagonal)
    BOFT,              ///< butterfly orthogonal fine-tuning
    PrefixTuning,      ///< trainable key/value prefixes in every layer
    PromptTuning,      ///< trainable input-embedding prompt (virtual tokens)
    PTuning,           ///< prompt from a small prompt encoder
    LlamaAdapter,      ///< gated adaption prompt in the top layers' attention
    LlamaAdapterV2,    ///< adaption prompt plus bias/scale and norms
    BottleneckAdapter, ///< Houlsby adapters after attention and MLP
    LnTuning,          ///< only norm weights trained
    Freeze,            ///< all but the last N blocks frozen; those trained in full
};

enum class BaseQuant
{
    None,
    NF4,
    NF4DoubleQuant,
    FP4,
    FP4DoubleQuant,
    Int8,
    GptqInt4
};

/// Which frozen linears a quantized base stores in low precision. bitsandbytes/transformers quantize every block
/// linear (embeddings, norms and lm_head stay 16-bit); torchtune quantizes only the linears that carry an adapter.
enum class QuantizedModules
{
    AllLinear,
    AdaptedOnly
};

enum class DType
{
    FP32,
    BF16,
    FP16,
    Int8,
    Int4
};

/// Matmul/activation precision. Amp* = autocast with fp32 master copies of the trained weights.
enum class Compute
{
    FP32,
    BF16,
    FP16,
    AmpBF16,
    AmpFP16
};

enum class Optimizer
{
    AdamW,
    AdamW8bit,
    PagedAdamW32,
    PagedAdamW8bit,
    AdamWFusedBackward, ///< AdamW with optimizerInBackward set (kept for job files that name it)
    SgdMomentum,
    Adafactor,
    Lion,
    /// torchao's low-bit AdamW (torchao.optim; HF optim adamw_torch_8bit / adamw_torch_4bit): tensor-subclass moments
    /// with block scales, stepped by torch.compile-generated kernels. Not bitsandbytes: other code, other cards
    /// (core/training/OptimizerStates.h has their formats).
    TorchaoAdamW8bit,
    TorchaoAdamW4bit,
    TorchaoAdamWFp8,
};

enum class OptimizerStateDType
{
    Auto,
    FP32,
    BF16,
    Int8,
    /// FP8 E4M3 moments with one FP32 scale per tensor: Transformer Engine's FusedAdam (Megatron
    /// --use-precision-aware-optimizer --exp-avg-dtype fp8 --exp-avg-sq-dtype fp8).
    FP8
};

enum class Checkpointing
{
    None,
    Full,      ///< every block keeps only its input (HF gradient checkpointing, torchtune/litgpt AC)
    Selective, ///< Megatron selective recompute: only the attention core's s×s tensors are recomputed
    Offload,   ///< full checkpointing with the block inputs in host memory (Unsloth "unsloth", torch offload hooks)
    /// torchtitan's op-level selective AC (selective_ac_option = "op"): every block saves the outputs of its
    /// attention kernel and of every other matmul (the 1st, 3rd, ... of the block), everything else is recomputed.
    SelectiveOp,
};

/// Attention kernel: decides whether s×s score/probability tensors are stored.
enum class Attention
{
    Flash,
    Sdpa,
    Eager
};

/// How logits and cross-entropy are materialised.
enum class LossImpl
{
    Standard,
    Chunked,
    Fused
};

/// How a MoE layer runs its routed experts.
enum class ExpertKernel
{
    /// A module per expert in a Python loop over the experts that received tokens (transformers 4, and transformers
    /// 5's "eager" experts_implementation; PEFT wraps each expert's linears).
    PerExpertModules,
    /// One torch._grouped_mm per projection over all experts, the token dispatch in torch ops around it, and LoRA on
    /// the 3-D expert tensors through PEFT's target_parameters (transformers 5's default "grouped_mm").
    TorchGroupedMm,
    /// One grouped GEMM per projection, adapters too, with fused permutation kernels (Megatron-Core
    /// --moe-grouped-gemm with TE GroupedLinear, as Megatron-Bridge, NeMo and ms-swift's Megatron back end run them).
    FusedGroupedGemm,
};

struct AdapterSettings
{
    int rank = 8;
    double alpha = 16;
    double dropout = 0.0;
    TargetSet targets = Target::Q | Target::V;
    bool trainEmbeddings = false;
    bool trainLmHead = false;
    bool trainNorms = false;
    bool trainBiases = false;
    int virtualTokens = 0;       ///< prefix/prompt/p-tuning/LLaMA-Adapter prompt length
    int adapterLayers = 0;       ///< LLaMA-Adapter: top layers with an adaption prompt (0 = all)
    int bottleneck = 64;         ///< bottleneck adapter width
    int trainableLastLayers = 1; ///< Freeze: blocks trained in full, counted from the top
    /// Adapter weights kept in fp32 on a 16-bit base: PEFT's default (autocast_adapter_dtype=True; older PEFT created
    /// them in fp32 too). torchtune and litgpt bf16-true keep them in the base dtype.
    bool fp32Adapters = true;
};

/// What the run optimises: the trainers of TRL, LLaMA-Factory, ms-swift and OpenRLHF (docs/estimation.md
/// "Objectives"). Loss variants of one trainer (DPO sigmoid/hinge/robust, rpo_alpha) have the same memory.
enum class Objective
{
    Sft,         ///< next-token cross-entropy (today's estimate)
    Dpo,         ///< DPO on (prompt, chosen, rejected) pairs, and its loss variants
    Ipo,         ///< IPO: the DPO trainer with the squared loss
    Kto,         ///< KTO on unpaired examples (+ mismatched "KL" completions when its KL term is on)
    Orpo,        ///< ORPO: NLL + odds ratio on pairs, no reference
    SimPo,       ///< SimPO: length-normalised, reference-free pairwise loss
    Cpo,         ///< CPO: reference-free pairwise loss (+ NLL)
    RewardModel, ///< Bradley–Terry reward model: a scalar head instead of the vocabulary logits, pairs
    Ppo,         ///< PPO: policy, reference, reward model and a trained value model; generation in the step
    Grpo,        ///< GRPO: a group of completions per prompt, generated before the step; no critic
    /// RLOO: k completions per prompt, each scored against the mean reward of the other k − 1 (TRL RLOOTrainer,
    /// OpenRLHF/verl's rloo estimator); generated and scored like GRPO's groups, no critic.
    Rloo,
    /// Online DPO (TRL OnlineDPOTrainer, Guo et al. 2024): each micro-batch's prompts get two fresh completions,
    /// scored by a reward model or a judge; the better one is chosen, the other rejected, and the pair trains with
    /// DPO's loss against an online reference. Generated per micro-batch, trained as a pair objective.
    OnlineDpo,
};

/// Where the reference log-probabilities of DPO-like objectives (and of the KL term of PPO/GRPO) come from.
enum class ReferenceModel
{
    SeparateFrozen,   ///< a second frozen copy of the model, partitioned like the policy's parameters
    AdaptersDisabled, ///< the policy's own base with its adapters switched off (PEFT): no extra weights
    Precomputed,      ///< log-probs computed in a pass before training: nothing at train time
    None,             ///< no reference (ORPO, SimPO, CPO, reward models, reference-free DPO, GRPO with beta = 0)
};

/// Where PPO/GRPO generate their completions.
enum class GenerationEngine
{
    InProcess, ///< the training process's own model.generate(): a KV cache in the policy's dtype
    Colocated, ///< a vLLM engine on the same GPU holding a fraction of its memory (vllm_mode="colocate")
    Server,    ///< a generation server on other GPUs: nothing on the training GPU
};

/// The objective and what it needs beyond supervised fine-tuning. Only the fields of the chosen objective matter.
struct ObjectiveSetup
{
    Objective objective = Objective::Sft;
    ReferenceModel reference = ReferenceModel::SeparateFrozen;
    /// Pair objectives: chosen and rejected of each pair go through the same forward, so it sees 2 × micro-batch
    /// sequences (TRL's and LLaMA-Factory's concatenated forward). false: the micro-batch already counts the
    /// sequences of one forward (pairs packed whole into each row).
    bool pairsDoubleMicroBatch = true;
    bool ktoKlTerm = true; ///< KTO's KL estimate (TRL calculate_KL): no-grad forwards on mismatched completions
    int groupSize = 8;     ///< GRPO completions per prompt (TRL num_generations)
    /// Generated tokens per sequence (TRL max_completion_length / PPO response_length); part of seqLen, which counts
    /// prompt + completion.
    int completionLen = 512;
    /// Mean generated tokens of a completion, where an engine generates (TRL logs completions/mean_length): vLLM
    /// drops a finished sequence from its batch, so the decode reads the cache of the completions still running. The
    /// longest runs to completionLen. 0 = every completion runs to completionLen; transformers' generate() keeps the
    /// finished ones in its batch, so it runs as 0 whatever is set.
    int meanCompletionLen = 0;
    /// Completions one GPU generates together; 0 = micro-batch × gradient accumulation (TRL GRPO generates one
    /// optimizer step's completions at once: steps_per_generation = gradient_accumulation_steps).
    int generationBatch = 0;
    GenerationEngine generation = GenerationEngine::InProcess;
    double engineMemoryFraction = 0.3; ///< vllm_gpu_memory_utilization (TRL's colocate default)
    double engineGpuMemoryGiB = 80;    ///< total memory of the card the fraction applies to
    bool engineSleeps = false;         ///< vllm_enable_sleep_mode: the engine's pool is released while training
    /// GPUs one engine replica splits the model over (vLLM tensor_parallel_size: TRL vllm_tensor_parallel_size, NeMo RL
    /// generation.vllm_cfg.tensor_parallel_size, verl rollout.tensor_model_parallel_size); 0 = the training layout's
    /// tensor parallelism.
    int engineTensorParallel = 0;
    /// PPO: the value model is trained in full even when the policy trains adapters (TRL PPOTrainer); false: it
    /// trains the policy's adapters (ms-swift).
    bool criticFullTraining = false;
    /// GRPO, RLOO, online DPO: a reward model scores the completions on the training GPU, a frozen sequence
    /// classifier of the policy's architecture (TRL reward_funcs given as a model, online DPO's reward_model_path,
    /// ms-swift --reward_model). false: rule functions, or a judge off the GPU. PPO always has one.
    bool rewardModel = false;
};

/// The images in every training sample of a vision-language model; a text-only model ignores them. Image tokens
/// occupy positions of the text sequence (seqLen counts them, as TRL's max_length, LLaMA-Factory's cutoff_len and
/// axolotl's sequence_len do once the processor has expanded each image placeholder), so they add no text-tower
/// tokens; what they add is the vision tower's work on their patches (docs/estimation.md "Vision-language models").
struct ImageInput
{
    int perSample = 0; ///< images per training sample (per sequence)
    /// Tokens one image becomes in the text sequence (Gemma 3: 256; Qwen2.5-VL: (height/28) × (width/28));
    /// 0 = the model's figure (VisionSpec::imageTokens).
    int tokensPerImage = 0;
    /// The vision tower trains like the text tower: in full for full fine-tuning, with the same adapters on its
    /// linears for target-based adapter methods (LLaMA-Factory freeze_vision_tower=false, ms-swift freeze_vit=false,
    /// Unsloth finetune_vision_layers). false: frozen, the default of all three.
    bool trainTower = false;
};

struct TrainingSetup
{
    Method method = Method::LoRA;
    AdapterSettings adapter;
    BaseQuant baseQuant = BaseQuant::None;
    QuantizedModules quantizedModules = QuantizedModules::AllLinear;
    /// bitsandbytes before 0.43.2 (PR #1270, July 2024) saved a copy of every 4-bit layer's input for backward.
    bool legacyBnbSavesInputs = false;
    /// How a MoE model's routed experts run (expertKernel() applies a model-parallel layout's): transformers 5's
    /// default grouped_mm. With it, adapters on the experts sit on the fused 3-D expert tensors (PEFT
    /// `target_parameters`, ParamWrapper): every forward of a MoE block rebuilds W + B·A for all of its experts, and
    /// the grouped matmul keeps the merged weight for backward. Per-expert modules adapt each expert apart.
    ExpertKernel experts = ExpertKernel::TorchGroupedMm;
    DType weightDType = DType::BF16; ///< storage of the base weights on the GPU
    Compute compute = Compute::BF16;
    /// FP8/FP4 training of the blocks' linears (none: every matmul in `compute`).
    LowPrecisionSetup lowPrecision{};
    /// Quantization-aware training: fake-quantized weights (and inputs) of the linears (core/training/Qat.h).
    QatSetup qat{};
    Optimizer optimizer = Optimizer::AdamW;
    OptimizerStateDType optimizerState = OptimizerStateDType::Auto;
    int microBatch = 1;
    int seqLen = 2048;     ///< tokens per sequence (encoder input for encoder-decoder models)
    int decoderSeqLen = 0; ///< encoder-decoder target length; 0 = seqLen
    int gradAccumulation = 1;
    Checkpointing checkpointing = Checkpointing::None;
    Attention attention = Attention::Flash;
    LossImpl loss = LossImpl::Standard;
    /// The optimizer step runs inside backward, one parameter at a time, as soon as its gradient is ready (torchtune
    /// optimizer_in_bwd, LOMO/AdaLomo-style fused updates): any optimizer. Only one tensor's gradient exists at once;
    /// gradient accumulation is impossible (torchtune refuses it).
    bool optimizerInBackward = false;
    /// The MLP is computed in tiles along the sequence, each recomputed in backward (DeepSpeed ALST TiledMLP,
    /// arXiv:2506.13996; Unsloth unsloth_tiled_mlp; Liger LigerTiledSwiGLUMLP): ceil(s / hidden) tiles, so a tile holds
    /// about `hidden` tokens of each sequence, and only the MLP's input is saved.
    bool tiledMlp = false;
    ObjectiveSetup objective;
    ImageInput images;
};

enum class Sharding
{
    None,
    DDP,
    Zero1,
    Zero2,
    Zero3,
    FsdpFull,
    FsdpGradOp,
    FsdpHybrid
};
enum class Offload
{
    None,
    Optimizer, ///< optimizer state and its fp32 gradients on the host (ZeRO-Offload of the optimizer)
    /// Parameters, gradients and the optimizer step on the host: FSDP CPUOffload(offload_params=True) / FSDP2
    /// CPUOffloadPolicy, DeepSpeed offload_param + offload_optimizer. Sharded gradients are copied to the host in
    /// backward; the GPU holds only the units being gathered and one unit's unsharded gradients.
    ParamsOptimizer
};

/// Sequence parallelism over data-parallel GPUs: a group of `sequenceParallelDegree` GPUs shares each micro-batch,
/// every GPU holding 1/degree of the tokens of every sequence (shared/validation/frontier-schema.md).
enum class SequenceParallel
{
    None,
    /// DeepSpeed-Ulysses (arXiv:2309.14509): all-to-all before and after attention, so each GPU attends over the whole
    /// sequence for heads / degree of the heads; needs the heads divisible by the degree.
    Ulysses,
    /// Ring attention (arXiv:2310.01889), zigzag included, and context parallelism without tensor parallelism
    /// (torchtitan/Megatron CP): K/V blocks circulate around the ring.
    Ring,
};

/// Megatron-style model parallelism (Megatron-Core, NeMo/Megatron-Bridge, ms-swift's Megatron backend, torchtitan):
/// the model itself is split over GPUs. Context parallelism is the ring mechanism above (SequenceParallel::Ring with
/// its degree), one dimension of the same mesh. Every degree 1 = none (plain ZeRO/FSDP data parallelism).
/// The mesh: gpus = data × tensor × pipeline × context (dataParallelDegree()); expert groups are carved from the
/// data × context × tensor GPUs of a stage (Megatron-Core MoE "expert_tensor_parallel_size × expert_model_parallel_size
/// divides tensor × data × context"). Validity: core/training/ParallelLayout.h.
struct ModelParallel
{
    /// TP: Megatron column/row split of attention and MLP over the group, vocabulary-parallel embedding and LM head.
    int tensor = 1;
    /// Megatron sequence parallelism (only with tensor > 1): norms, dropout and the residual stream between the
    /// TP regions are split along the sequence over the TP group (Korthikanti et al. 2022, arXiv:2205.05198).
    bool sequenceParallel = true;
    /// PP: stages of whole blocks; the first stage holds the embedding, the last the final norm, LM head and loss.
    /// The micro-batches of one step are TrainingSetup::gradAccumulation (Megatron's global batch / (micro × DP)).
    int pipeline = 1;
    /// Interleaved 1F1B: model chunks per GPU (Megatron virtual_pipeline_model_parallel_size); 1 = plain 1F1B.
    int virtualStages = 1;
    /// EP: the routed experts of every MoE block are divided over EP GPUs (MoE models only).
    int expert = 1;
    /// ETP: each expert's MLP split over ETP GPUs (Megatron expert_tensor_parallel_size); 1 = whole experts.
    int expertTensor = 1;
};

struct Parallelism
{
    int gpus = 1;
    Sharding sharding = Sharding::None;
    Offload offload = Offload::None;
    int gpusPerNode = 8; ///< FSDP hybrid shards within a node only
    /// Every rank loads the full checkpoint before sharding it (FSDP state_dict_type="full" in litgpt 2023, accelerate
    /// without cpu_ram_efficient_loading): the load briefly holds the whole model plus the local shard.
    bool fullCheckpointOnEachRank = false;
    SequenceParallel sequenceParallel = SequenceParallel::None;
    /// GPUs one sequence is split over (1 without sequence parallelism); divides `gpus`. ZeRO/FSDP still shard over
    /// all `gpus`; micro-batches count sequences per sequence-parallel group.
    int sequenceParallelDegree = 1;
    ModelParallel model{}; ///< tensor / pipeline / expert parallelism; all 1 = none
};

bool isAdapterMethod(Method m);
/// Methods with a rank: LoRA and its relatives (VeRA/LoHa/LoKr/OFT/BOFT use their own `r`).
bool usesRank(Method m);
/// Methods that attach to chosen linear layers (the rank methods and IA3).
bool usesTargets(Method m);
/// Methods driven by virtual tokens (prefix, prompt, p-tuning, LLaMA-Adapter).
bool usesVirtualTokens(Method m);
/// Autocast mixed precision (fp32 masters of the trained weights exist).
bool isMixedPrecision(Compute c);
bool isQuantized4bit(BaseQuant q);
/// bitsandbytes paged optimizers: their state lives in CUDA unified memory (cudaMallocManaged), which the PyTorch
/// allocator does not count and which the driver evicts to host memory under pressure instead of failing.
bool isPagedOptimizer(Optimizer o);
/// The optimizer step runs inside backward (the flag, or the AdamWFusedBackward optimizer).
bool stepsInBackward(const TrainingSetup& setup);
/// The sequence-parallel degree in effect (1 without sequence parallelism).
int sequenceParallelDegree(const Parallelism& parallel);
/// Bytes per stored element of a dtype (int4 = 0.5).
double bytesOf(DType d);

/// Tokens one image of the job becomes in the text sequence: the job's figure, else the model's; 0 for a text-only
/// model.
int tokensPerImage(const ModelSpec& model, const TrainingSetup& setup);
/// Image tokens in every sequence (images per sample × tokens per image); 0 for a text-only model or no images.
int64_t imageTokensPerSample(const ModelSpec& model, const TrainingSetup& setup);
/// Patches the vision tower encodes for every sequence (image tokens × the tower's patches per token).
int64_t visionPatchesPerSample(const ModelSpec& model, const TrainingSetup& setup);
/// The vision tower is trained (a vision tower exists, the job trains it, and the method can train it).
bool trainsVisionTower(const ModelSpec& model, const TrainingSetup& setup);

/// The mean generated tokens of a completion the time runs with: the job's mean where an engine generates and a mean
/// is set, else the limit (transformers' generate() runs every sequence of its batch to the longest).
int effectiveMeanCompletionLen(const ObjectiveSetup& o);

/// A colocated generation engine takes its share of the card the job runs on (vLLM's gpu_memory_utilization is a
/// fraction of that device's total memory): the setup on a card of `cardBytes`, the engine's card memory set to it.
/// Other engines and objectives: unchanged. The one rule of the planner, the fit overview, the window and the CLI.
TrainingSetup onCard(const TrainingSetup& setup, double cardBytes);
/// The engine's card memory depends on the card (a colocated engine of an objective that generates).
bool dependsOnCard(const TrainingSetup& setup);

/// Objectives trained on (chosen, rejected) pairs: DPO, IPO, ORPO, SimPO, CPO, reward models and online DPO (not
/// KTO).
bool isPairObjective(Objective o);
/// Objectives that generate completions inside the training job (PPO, GRPO, RLOO, online DPO).
bool generatesCompletions(Objective o);
/// GRPO and RLOO: several completions of each prompt generated together (ObjectiveSetup::groupSize).
bool generatesGroups(Objective o);
/// Completions generated per prompt: GRPO/RLOO's group, online DPO's pair, PPO's one.
int completionsPerPrompt(const ObjectiveSetup& o);
/// GPUs one generation engine replica splits the model over: the job's engine tensor parallelism, 0 meaning the
/// training layout's tensor parallelism.
int engineReplicaGpus(const ObjectiveSetup& o, const Parallelism& training);
/// A frozen reward model scores the completions on the training GPU: PPO's always, the others' where set.
bool scoresWithRewardModel(const ObjectiveSetup& o);
/// Objectives that can use reference log-probs: DPO, IPO, KTO, and the KL term of PPO and GRPO.
bool usesReference(Objective o);
/// The reference the objective actually has: none for objectives without one.
ReferenceModel effectiveReference(const ObjectiveSetup& objective);
/// The reference a job gets when none is chosen: the base with adapters disabled for adapter methods (what TRL does
/// for a PEFT model without ref_model), a separate frozen copy for full fine-tuning. The one rule of every front end.
ReferenceModel defaultReference(Method method);

/// The dtype the base weights are stored in when the user names none: the quantized width for a quantized base,
/// else the compute dtype (fp32 compute keeps fp32 weights; fp16 and AMP-fp16 fp16; bf16 and AMP-bf16 bf16, the
/// AMP masters being counted with the optimizer state). The one rule of the window and the command line.
DType defaultWeightDType(Compute compute, BaseQuant quant);
/// The base quantization a quantized upload's weights are stored in, where Tunefit models that storage: bitsandbytes
/// 4-bit checkpoints NF4 (the format's default; the checkpoint's quantization_config decides double quantization),
/// 8-bit Int8, GPTQ and AWQ 4-bit integers with group scales (one storage, GptqInt4). nullopt for a plain name, and
/// for GGUF (llama.cpp files the training stacks do not load) and FP8 weights (not modelled as a base yet): the
/// reading note says so. The one rule of --model, the window and the importers.
std::optional<BaseQuant> uploadBaseQuant(UploadFormat format);
/// The strategy a job on `gpus` GPUs gets when none is chosen: plain data parallel (DDP), what torchrun and
/// accelerate launch do without a DeepSpeed or FSDP config; none on one GPU. The one rule of every front end.
Sharding defaultSharding(int gpus);

} // namespace tunefit
