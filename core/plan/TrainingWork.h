// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tunefit {

struct Job;

/// The amount of work of a job trained for tokens × epochs (not for a step count): the dataset's tokens, and the
/// tokens the GPUs compute, which the plan's hours and costs divide by the throughput.
struct TrainingWork
{
    double tokens = 0;         ///< the dataset's tokens over every epoch
    double computedTokens = 0; ///< tokens the GPUs compute: padding included
    /// Unpacked rows whose average sample length is unknown: no padding could be counted (computedTokens == tokens),
    /// and the answer says so.
    bool paddingUnknown = false;
};

/// Sequence packing (axolotl `sample_packing`, TRL `packing`, torchtune `dataset.packed`, LLaMA-Factory `packing`)
/// concatenates samples into full rows of seq_len tokens, so the GPUs compute the dataset's own tokens. Without it
/// each sample takes a row of its own padded to the sequence length — the row shape the memory estimate already
/// assumes (Hugging Face `padding="max_length"`, axolotl `pad_to_sequence_len`): rows = tokens / average sample length,
/// each computing seq_len tokens, so computed = tokens × seq_len / average (a sample longer than seq_len is cut: the
/// factor is then below 1). Padding only to a batch's longest sample computes less; this is its upper bound.
TrainingWork trainingWork(const Job& job);

} // namespace tunefit
