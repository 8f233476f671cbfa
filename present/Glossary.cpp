// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/Glossary.h"

#include "present/Format.h"

namespace tunefit::present {

namespace {

/// A term kept in English in every language (translations/glossary.md) or translated, with its sentence.
struct Term
{
    const char* term;
    bool translatedTerm;
    const char* meaning;
};

constexpr Term kTerms[] = {
    {"LoRA", false,
     QT_TRANSLATE_NOOP("Glossary", "Trains two small matrices added to chosen weight matrices; the model's own "
                                   "weights stay frozen.")},
    {"QLoRA", false,
     QT_TRANSLATE_NOOP("Glossary", "LoRA on a model whose frozen weights are stored in 4 bits (NF4), about a "
                                   "quarter of their 16-bit memory.")},
    {QT_TRANSLATE_NOOP("Glossary", "Full fine-tuning"), true,
     QT_TRANSLATE_NOOP("Glossary", "Trains every weight of the model, so every weight needs a gradient and "
                                   "optimizer state.")},
    {QT_TRANSLATE_NOOP("Glossary", "Micro-batch"), true,
     QT_TRANSLATE_NOOP("Glossary", "The sequences one GPU processes in one forward and backward pass.")},
    {QT_TRANSLATE_NOOP("Glossary", "Gradient accumulation"), true,
     QT_TRANSLATE_NOOP("Glossary", "Adds up the gradients of several micro-batches before one optimizer step: a "
                                   "larger batch without more memory.")},
    {QT_TRANSLATE_NOOP("Glossary", "Activation checkpointing"), true,
     QT_TRANSLATE_NOOP("Glossary", "Keeps only some activations in the forward pass and recomputes the rest in the "
                                   "backward pass: less memory, more compute.")},
    {QT_TRANSLATE_NOOP("Glossary", "Checkpointing: full (every block)"), true,
     QT_TRANSLATE_NOOP("Glossary", "Each block keeps only its input; the whole block is computed again in the "
                                   "backward pass.")},
    {QT_TRANSLATE_NOOP("Glossary", "Checkpointing: selective"), true,
     QT_TRANSLATE_NOOP("Glossary", "Only the attention's sequence × sequence tensors are computed again; everything "
                                   "else is kept.")},
    {QT_TRANSLATE_NOOP("Glossary", "Checkpointing: selective (per op)"), true,
     QT_TRANSLATE_NOOP("Glossary", "Each block keeps the outputs of its attention and of every other matrix "
                                   "product; the rest is computed again.")},
    {QT_TRANSLATE_NOOP("Glossary", "Checkpointing: offload to CPU"), true,
     QT_TRANSLATE_NOOP("Glossary", "Full checkpointing with the block inputs kept in CPU memory instead of on the "
                                   "GPU.")},
    {QT_TRANSLATE_NOOP("Glossary", "Tiled MLP"), true,
     QT_TRANSLATE_NOOP("Glossary", "Computes the MLP in slices of the sequence, each computed again in the "
                                   "backward pass, so long sequences need less memory.")},
    {QT_TRANSLATE_NOOP("Glossary", "Optimizer step in backward"), true,
     QT_TRANSLATE_NOOP("Glossary", "Updates each weight as soon as its gradient is ready and frees that gradient, "
                                   "so the gradients are never all held at once.")},
    {"ZeRO-1", false, QT_TRANSLATE_NOOP("Glossary", "Each GPU keeps only its share of the optimizer state.")},
    {"ZeRO-2", false,
     QT_TRANSLATE_NOOP("Glossary", "Each GPU keeps only its share of the optimizer state and of the gradients.")},
    {"ZeRO-3", false,
     QT_TRANSLATE_NOOP("Glossary", "Each GPU keeps only its share of the optimizer state, the gradients and the "
                                   "weights; a layer's weights are gathered when it runs.")},
    {"FSDP", false,
     QT_TRANSLATE_NOOP("Glossary", "PyTorch's fully sharded data parallel: shares weights, gradients and optimizer "
                                   "state out over the GPUs, as ZeRO-3 does.")},
    {"DDP", false,
     QT_TRANSLATE_NOOP("Glossary", "Data parallel: every GPU holds the whole model and trains on different data.")},
    {QT_TRANSLATE_NOOP("Glossary", "Offload"), true,
     QT_TRANSLATE_NOOP("Glossary", "Moves optimizer state or weights to CPU memory: less GPU memory, more time.")},
    {QT_TRANSLATE_NOOP("Glossary", "Tensor parallel"), true,
     QT_TRANSLATE_NOOP("Glossary", "Splits each weight matrix over several GPUs, which compute every layer "
                                   "together.")},
    {QT_TRANSLATE_NOOP("Glossary", "Pipeline parallel"), true,
     QT_TRANSLATE_NOOP("Glossary", "Gives each GPU a run of consecutive layers; micro-batches pass from GPU to GPU "
                                   "in turn.")},
    {QT_TRANSLATE_NOOP("Glossary", "Sequence parallel"), true,
     QT_TRANSLATE_NOOP("Glossary", "Splits each sequence over several GPUs, so each holds the activations of its "
                                   "part.")},
    {"FlashAttention", false,
     QT_TRANSLATE_NOOP("Glossary", "An attention kernel that never stores the sequence × sequence score matrix, so "
                                   "its memory grows only linearly with the sequence.")},
    {"MFU", false,
     QT_TRANSLATE_NOOP("Glossary", "Model FLOPs utilization: the share of the GPU's peak compute that training "
                                   "achieves; the time estimate rests on it.")},
};

} // namespace

QString componentMeaning(MemoryComponent component)
{
    switch (component) {
    case MemoryComponent::FrozenWeights:
        return Glossary::tr("The model's weights that are not trained, kept on the GPU for the forward and backward "
                            "passes.");
    case MemoryComponent::TrainableWeights:
        return Glossary::tr("The weights being trained: the adapters of LoRA, or every weight in full fine-tuning.");
    case MemoryComponent::Gradients:
        return Glossary::tr("The gradients of the trained weights, computed in the backward pass.");
    case MemoryComponent::OptimizerState:
        return Glossary::tr("What the optimizer keeps per trained weight, such as AdamW's two moments and fp32 "
                            "master copies.");
    case MemoryComponent::Activations:
        return Glossary::tr("Intermediate results of the forward pass kept for the backward pass.");
    case MemoryComponent::VisionActivations:
        return Glossary::tr("The activations of the image encoder for the images of each sample.");
    case MemoryComponent::Logits:
        return Glossary::tr("The scores over the whole vocabulary for every token, and the loss computed from them.");
    case MemoryComponent::Buffers:
        return Glossary::tr("Short-lived working memory: one block's gathered weights and dequantization scratch.");
    case MemoryComponent::ReferenceWeights:
        return Glossary::tr("Frozen models the objective compares against, such as the reference model of DPO or "
                            "GRPO.");
    case MemoryComponent::ValueModel:
        return Glossary::tr("The critic model that PPO trains beside the policy.");
    case MemoryComponent::GenerationCache:
        return Glossary::tr("The key-value cache that holds the attention state while completions are generated.");
    case MemoryComponent::AllocatorReserve:
        return Glossary::tr("Memory PyTorch's caching allocator holds but is not using at the moment.");
    case MemoryComponent::CudaContext:
        return Glossary::tr("Memory the CUDA driver and its kernels take on each GPU before any tensor.");
    }
    return {};
}

bool shownInBreakdown(const ComponentMemory& component)
{
    if (!applies(component))
        return false;
    if (component.bytes > 0)
        return true;
    switch (component.basis.kind) {
    case BasisKind::FreedBeforeBackwardEnd:
    case BasisKind::FreedBeforeStep:
    case BasisKind::VisionFrozen:
    case BasisKind::GenerationFreed:
        return true;
    default:
        return false;
    }
}

std::vector<GlossaryEntry> glossaryEntries()
{
    std::vector<GlossaryEntry> entries;
    for (const Term& t : kTerms)
        entries.push_back(
            {t.translatedTerm ? Glossary::tr(t.term) : QString::fromLatin1(t.term), Glossary::tr(t.meaning)});
    for (int i = 0; i < kMemoryComponentCount; ++i) {
        const auto component = MemoryComponent(i);
        entries.push_back({componentName(component), componentMeaning(component)});
    }
    return entries;
}

} // namespace tunefit::present
