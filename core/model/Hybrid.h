// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ModelSpec.h"

#include <cstdint>

/// The linear-time sequence mixers of hybrid models (Mamba-1, Mamba-2, Gated DeltaNet): their weights, the state they
/// keep and the work they do, each from the layer's transformers module and the kernel that trains it
/// (docs/estimation.md "Hybrid linear-attention and state-space blocks"). Widths are elements; bytes are the caller's.
namespace tunefit::hybrid {

/// Output width of the mixer's input projection. Mamba-2 (Mamba2Mixer, NemotronHMamba2Mixer): z, x, B, C and dt in
/// one in_proj, 2·inner + 2·groups·N + heads. Gated DeltaNet (Qwen3NextGatedDeltaNet): in_proj_qkvz (2·key + 2·value
/// widths) and in_proj_ba (2 per value head), counted as one projection. Mamba-1 (JambaMambaMixer): x and z, 2·inner.
int64_t inProjWidth(const HybridSpec& h);
/// Output width of Mamba-1's x_proj: dt (time_step_rank) + B and C (N each); 0 for the other mixers.
int64_t xProjWidth(const HybridSpec& h);
/// Channels of the depthwise causal conv1d: x, B, C (Mamba-2: inner + 2·groups·N); q, k, v (GDN: 2·key + value);
/// x alone (Mamba-1: inner).
int64_t convChannels(const HybridSpec& h);
/// Parameters of one mixer outside in_proj and out_proj: the conv1d (weights, bias), dt_bias and A_log per head,
/// Mamba-2's D per head and its gated RMSNorm over the inner width, GDN's RMSNormGated of one value head; Mamba-1's
/// A_log (inner × N), D per channel and Jamba's dt/B/C norms.
int64_t smallParameters(const HybridSpec& h);

/// Recurrent and convolution state one sequence keeps in one mixer layer during generation (the cache instead of
/// K/V): heads × P × N (Mamba2Cache ssm_states; GDN heads × d_k × d_v) + conv channels × (kernel − 1).
double stateElementsPerSequence(const HybridSpec& h);
/// Elements of the chunk states a training scan forms for `tokens` tokens in one layer: one heads × P × N state per
/// chunk (mamba_ssm ssd_chunk_state, fla chunk_gated_delta_rule_fwd_h), alive while the layer runs.
double chunkStateElements(const HybridSpec& h, double tokens);
/// Bytes per element of those chunk states: Mamba-2's SSD kernels keep them in fp32, fla's GDN kernel in the
/// activation dtype.
double chunkStateBytes(const HybridSpec& h, double activationBytes);
/// Bytes one mixer block saves for backward per token, its input norm excluded (Activations.cpp adds it).
double savedBytesPerToken(const HybridSpec& h, double activationBytes);
/// Forward FLOPs per token of the chunked scan of one mixer layer (the projections are counted as linears): per head,
/// intra-chunk C·(N + P) (causal: half of the 2·C·(N + P)) and inter-chunk 4·N·P (read and update the state).
/// Mamba-1's recurrent selective scan: 8 per channel and state element.
double scanFlopsPerToken(const HybridSpec& h);

} // namespace tunefit::hybrid
