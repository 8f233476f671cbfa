// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/diffusion/DenoiserLibrary.h"

#include "core/Checked.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>

namespace tunefit {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::string text(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toString().toStdString();
}

/// An integer field within [min, max]; absent gives `fallback` when one is allowed.
Result<int> integer(const QJsonObject& o, const char* key, int min, int max, std::optional<int> fallback = {})
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (fallback)
            return *fallback;
        return Error{ErrorCode::MissingKey, key, ""};
    }
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d))
        return Error{ErrorCode::WrongType, key, "integer"};
    if (d < min || d > max)
        return Error{ErrorCode::OutOfRange, key, std::to_string(d), AllowedRange{double(min), double(max)}};
    return int(d);
}

Result<double> number(const QJsonObject& o, const char* key, double min, double max,
                      std::optional<double> fallback = {})
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (fallback)
            return *fallback;
        return Error{ErrorCode::MissingKey, key, ""};
    }
    if (!v.isDouble())
        return Error{ErrorCode::WrongType, key, "number"};
    const double d = v.toDouble();
    if (!(d >= min && d <= max))
        return Error{ErrorCode::OutOfRange, key, std::to_string(d), AllowedRange{min, max}};
    return d;
}

Result<BlockKind> blockKind(const std::string& key)
{
    static const std::pair<const char*, BlockKind> kinds[] = {{"double_stream", BlockKind::DoubleStream},
                                                              {"single_stream", BlockKind::SingleStream},
                                                              {"joint", BlockKind::Joint},
                                                              {"cross_attn", BlockKind::CrossAttention},
                                                              {"unet_transformer", BlockKind::UnetTransformer},
                                                              {"unet_resnet", BlockKind::UnetResnet}};
    for (const auto& [name, kind] : kinds) {
        if (key == name)
            return kind;
    }
    return Error{ErrorCode::UnknownValue, "kind", key};
}

Result<BlockMlp> blockMlp(const std::string& key)
{
    if (key.empty() || key == "gelu")
        return BlockMlp::Gelu;
    if (key == "geglu")
        return BlockMlp::GeGlu;
    if (key == "swiglu")
        return BlockMlp::SwiGlu;
    return Error{ErrorCode::UnknownValue, "mlp", key};
}

Result<BlockRotary> blockRotary(const std::string& key)
{
    if (key.empty() || key == "none")
        return BlockRotary::None;
    if (key == "real_fp32")
        return BlockRotary::RealFp32;
    if (key == "complex_fp32")
        return BlockRotary::ComplexFp32;
    if (key == "complex_fp64")
        return BlockRotary::ComplexFp64;
    return Error{ErrorCode::UnknownValue, "rotary", key};
}

/// "rms_fp32": an RMSNorm that upcasts op by op; "layer_norm": one fused kernel; empty: no q/k norm.
Result<bool> qkNormUpcasts(const std::string& key)
{
    if (key.empty() || key == "layer_norm")
        return false;
    if (key == "rms_fp32")
        return true;
    return Error{ErrorCode::UnknownValue, "qk_norm", key};
}

Result<BlockTokens> blockTokens(const std::string& key)
{
    if (key.empty() || key == "all")
        return BlockTokens::All;
    if (key == "image")
        return BlockTokens::Image;
    if (key == "text")
        return BlockTokens::Text;
    return Error{ErrorCode::UnknownValue, "tokens", key};
}

#define TUNEFIT_TAKE(target, expr)                                                                                     \
    {                                                                                                                  \
        auto taken = (expr);                                                                                           \
        if (!taken)                                                                                                    \
            return taken.error();                                                                                      \
        target = *taken;                                                                                               \
    }

Result<BlockGroup> readBlock(const QJsonObject& o)
{
    BlockGroup g;
    TUNEFIT_TAKE(g.kind, blockKind(text(o, "kind")));
    TUNEFIT_TAKE(g.count, integer(o, "count", 1, 512));
    TUNEFIT_TAKE(g.tokenScale, number(o, "token_scale", 1e-4, 1, 1.0));
    if (g.kind == BlockKind::UnetResnet) {
        TUNEFIT_TAKE(g.channels, integer(o, "channels", 1, 16384));
        return g;
    }
    TUNEFIT_TAKE(g.hidden, integer(o, "hidden", 1, 65536));
    TUNEFIT_TAKE(g.heads, integer(o, "heads", 1, 1024));
    TUNEFIT_TAKE(g.kvHeads, integer(o, "kv_heads", 1, 1024, g.heads));
    TUNEFIT_TAKE(g.headDim, integer(o, "head_dim", 1, 1024, g.hidden / g.heads));
    TUNEFIT_TAKE(g.ffn, integer(o, "ffn", 1, 1 << 20));
    TUNEFIT_TAKE(g.mlp, blockMlp(text(o, "mlp")));
    TUNEFIT_TAKE(g.textHidden, integer(o, "text_hidden", 0, 65536, 0));
    TUNEFIT_TAKE(g.imageContextTokens, integer(o, "image_context_tokens", 0, 65536, 0));
    TUNEFIT_TAKE(g.layersPerAttention, integer(o, "layers_per_attention", 1, 1024, 1));
    TUNEFIT_TAKE(g.experts, integer(o, "experts", 0, 1024, 0));
    TUNEFIT_TAKE(g.activeExperts, integer(o, "active_experts", 0, 1024, g.experts > 0 ? 1 : 0));
    TUNEFIT_TAKE(g.sharedExpertFfn, integer(o, "shared_expert_ffn", 0, 1 << 20, 0));
    TUNEFIT_TAKE(g.sharedExperts, integer(o, "shared_experts", 0, 64, g.sharedExpertFfn > 0 ? 1 : 0));
    TUNEFIT_TAKE(g.tokens, blockTokens(text(o, "tokens")));
    g.dualAttention = o.value(QLatin1String("dual_attention")).toBool(false);
    g.textAttentionTargeted = o.value(QLatin1String("text_attention_targeted")).toBool(true);
    g.sharedModulation = o.value(QLatin1String("shared_modulation")).toBool(false);
    TUNEFIT_TAKE(g.modulationWidth, integer(o, "modulation_width", 0, 65536, 0));
    TUNEFIT_TAKE(g.fp32Norms, integer(o, "fp32_norms", 0, 16, 0));
    TUNEFIT_TAKE(g.eagerRmsNorms, integer(o, "eager_rms_norms", 0, 16, 0));
    TUNEFIT_TAKE(g.qkNormUpcast, qkNormUpcasts(text(o, "qk_norm")));
    TUNEFIT_TAKE(g.rotary, blockRotary(text(o, "rotary")));
    if (g.kind == BlockKind::CrossAttention && g.textHidden == 0)
        g.textHidden = g.hidden; // Wan and LTX-Video project the text to the model's width first
    if (g.kvHeads > g.heads || g.heads % g.kvHeads != 0)
        return Error{ErrorCode::NotDivisible, "kv_heads", std::to_string(g.kvHeads)};
    if (g.layersPerAttention > 1 && (g.kind != BlockKind::UnetTransformer || g.count % g.layersPerAttention != 0))
        return Error{ErrorCode::NotDivisible, "layers_per_attention", std::to_string(g.layersPerAttention)};
    if (g.imageContextTokens > 0 && g.kind != BlockKind::CrossAttention)
        return Error{ErrorCode::Inconsistent, "image_context_tokens", "only a cross-attention block reads one"};
    if (g.activeExperts > g.experts)
        return Error{ErrorCode::Inconsistent, "active_experts", "more than experts"};
    return g;
}

std::vector<std::string> strings(const QJsonObject& o, const char* key)
{
    std::vector<std::string> out;
    for (const QJsonValue& v : o.value(QLatin1String(key)).toArray())
        out.push_back(v.toString().toStdString());
    return out;
}

/// The "diffusers" object: class, subfolder, the shape keys (each kept as compact JSON) and a source; absent → an
/// empty signature.
Result<DiffusersSignature> readSignature(const QJsonObject& o)
{
    DiffusersSignature s;
    if (o.isEmpty())
        return s;
    s.className = text(o, "class");
    s.subfolder = text(o, "subfolder");
    s.pipeline = text(o, "pipeline");
    TUNEFIT_TAKE(s.transformers, integer(o, "transformers", 0, 4, 0));
    s.source = text(o, "source");
    const QJsonObject config = o.value(QLatin1String("config")).toObject();
    if (s.className.empty() || s.source.empty())
        return Error{ErrorCode::MissingKey, s.className.empty() ? "diffusers.class" : "diffusers.source", ""};
    if (s.subfolder != "transformer" && s.subfolder != "unet")
        return Error{ErrorCode::UnknownValue, "diffusers.subfolder", s.subfolder};
    if (config.isEmpty())
        return Error{ErrorCode::Empty, "diffusers.config", ""};
    for (auto it = config.begin(); it != config.end(); ++it)
        s.keys.emplace_back(it.key().toStdString(), compactJson(it.value()));
    return s;
}

/// The "single_file" object: a source, tensors by name (a shape, or null for any) and the names that must be absent;
/// absent → an empty signature.
Result<WeightsSignature> readWeightsSignature(const QJsonObject& o)
{
    WeightsSignature s;
    if (o.isEmpty())
        return s;
    s.source = text(o, "source");
    const QJsonObject tensors = o.value(QLatin1String("tensors")).toObject();
    if (s.source.empty() || tensors.isEmpty())
        return Error{ErrorCode::MissingKey, s.source.empty() ? "single_file.source" : "single_file.tensors", ""};
    for (auto it = tensors.begin(); it != tensors.end(); ++it) {
        if (it.value().isNull()) {
            s.tensors.emplace_back(it.key().toStdString(), std::nullopt);
            continue;
        }
        std::vector<int64_t> shape;
        for (const QJsonValue& d : it.value().toArray()) {
            const auto dim = checked::toInteger<int64_t>(d.toDouble(-1), 0, int64_t(1) << 40);
            if (!dim)
                return Error{ErrorCode::OutOfRange, "single_file.tensors", it.key().toStdString()};
            shape.push_back(*dim);
        }
        if (shape.empty())
            return Error{ErrorCode::Empty, "single_file.tensors", it.key().toStdString()};
        s.tensors.emplace_back(it.key().toStdString(), std::move(shape));
    }
    s.absent = strings(o, "absent");
    return s;
}

Result<DenoiserSpec> readDenoiser(const QJsonObject& o)
{
    DenoiserSpec d;
    d.key = lower(text(o, "key"));
    if (d.key.empty())
        return Error{ErrorCode::MissingKey, "key", ""};
    d.names = strings(o, "names");
    const std::string task = text(o, "task");
    if (task != "image" && task != "video")
        return Error{ErrorCode::UnknownValue, "task", task};
    d.task = task == "video" ? DenoiserTask::Video : DenoiserTask::Image;
    d.family = text(o, "family");
    TUNEFIT_TAKE(d.publishedParamsB, number(o, "published_params_b", 0.01, 200));
    TUNEFIT_TAKE(d.latentChannels, integer(o, "latent_channels", 1, 1024));
    TUNEFIT_TAKE(d.vaeSpatial, integer(o, "vae_spatial", 1, 64));
    TUNEFIT_TAKE(d.vaeTemporal, integer(o, "vae_temporal", 1, 16, 1));
    TUNEFIT_TAKE(d.patch, integer(o, "patch", 1, 16));
    TUNEFIT_TAKE(d.patchTemporal, integer(o, "patch_temporal", 1, 8, 1));
    TUNEFIT_TAKE(d.textTokens, integer(o, "text_tokens", 0, 8192));
    d.textJoinsAttention = o.value(QLatin1String("text_joins_attention")).toBool(false);
    TUNEFIT_TAKE(d.referenceImages, integer(o, "reference_images", 0, 8, 0));
    TUNEFIT_TAKE(d.conditioningClips, integer(o, "conditioning_clips", 0, 8, 0));
    const QJsonArray blocks = o.value(QLatin1String("blocks")).toArray();
    if (blocks.isEmpty())
        return Error{ErrorCode::Empty, "blocks", ""};
    for (const QJsonValue& b : blocks) {
        Result<BlockGroup> group = readBlock(b.toObject());
        if (!group)
            return group.error();
        d.blocks.push_back(*group);
    }
    d.textEncoders = strings(o, "text_encoders");
    d.vae = text(o, "vae");
    TUNEFIT_TAKE(d.defaultResolution, integer(o, "default_resolution", 64, 8192, 1024));
    TUNEFIT_TAKE(d.defaultFrames, integer(o, "default_frames", 1, 2048, 1));
    TUNEFIT_TAKE(d.defaultWidth, integer(o, "default_width", 0, 8192, 0));
    TUNEFIT_TAKE(d.defaultHeight, integer(o, "default_height", 0, 8192, 0));
    d.paramsSource = text(o, "params_source");
    d.configSource = text(o, "config_source");
    d.notes = text(o, "notes");
    TUNEFIT_TAKE(d.diffusers, readSignature(o.value(QLatin1String("diffusers")).toObject()));
    TUNEFIT_TAKE(d.singleFile, readWeightsSignature(o.value(QLatin1String("single_file")).toObject()));
    for (const QJsonValue& f : o.value(QLatin1String("fine_tunes")).toArray()) {
        DenoiserFineTune fineTune{text(f.toObject(), "name"), text(f.toObject(), "source")};
        if (fineTune.name.empty() || fineTune.source.empty())
            return Error{ErrorCode::MissingKey, fineTune.name.empty() ? "fine_tunes.name" : "fine_tunes.source", ""};
        d.fineTunes.push_back(std::move(fineTune));
    }
    if (d.paramsSource.empty() || d.configSource.empty())
        return Error{ErrorCode::MissingKey, d.paramsSource.empty() ? "params_source" : "config_source", ""};
    return d;
}

Result<TextEncoderSpec> readTextEncoder(const QJsonObject& o)
{
    TextEncoderSpec t;
    t.key = lower(text(o, "key"));
    t.name = text(o, "name");
    t.source = text(o, "source");
    if (t.key.empty() || t.source.empty())
        return Error{ErrorCode::MissingKey, t.key.empty() ? "key" : "source", ""};
    TUNEFIT_TAKE(t.paramsB, number(o, "params_b", 0.001, 100));
    TUNEFIT_TAKE(t.hidden, integer(o, "hidden", 1, 65536));
    TUNEFIT_TAKE(t.layers, integer(o, "layers", 1, 512));
    TUNEFIT_TAKE(t.maxTokens, integer(o, "max_tokens", 1, 131072, 512));
    return t;
}

Result<VaeSpec> readVae(const QJsonObject& o)
{
    VaeSpec v;
    v.key = lower(text(o, "key"));
    v.source = text(o, "source");
    if (v.key.empty() || v.source.empty())
        return Error{ErrorCode::MissingKey, v.key.empty() ? "key" : "source", ""};
    TUNEFIT_TAKE(v.paramsM, number(o, "params_m", 0.1, 10000));
    TUNEFIT_TAKE(v.encoderParamsM, number(o, "encoder_params_m", 0.1, 10000, v.paramsM / 2));
    for (const QJsonValue& c : o.value(QLatin1String("encoder_channels")).toArray()) {
        const int channels = c.toInt(0);
        if (channels < 1 || channels > 8192)
            return Error{ErrorCode::OutOfRange, "encoder_channels", std::to_string(channels), AllowedRange{1, 8192}};
        v.encoderChannels.push_back(channels);
    }
    TUNEFIT_TAKE(v.resnetsPerLevel, integer(o, "resnets_per_level", 1, 16, 2));
    v.video = o.value(QLatin1String("video")).toBool(false);
    return v;
}

#undef TUNEFIT_TAKE

template <class T, class Read>
void readList(const QJsonObject& root, const char* key, Read read, std::vector<T>& into,
              std::vector<std::string>& rejected)
{
    const QJsonArray list = root.value(QLatin1String(key)).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list.at(i).toObject();
        Result<T> entry = read(o);
        const std::string name = text(o, "key").empty() ? std::string(key) + "#" + std::to_string(i) : text(o, "key");
        if (!entry) {
            rejected.push_back(name + ": " + std::string(errorCodeKey(entry.error().code)) + " " + entry.error().field);
        } else if (std::any_of(into.begin(), into.end(), [&](const T& t) { return t.key == entry->key; })) {
            rejected.push_back(name + ": duplicate key");
        } else {
            into.push_back(std::move(entry).value());
        }
    }
}

/// A denoiser whose encoders or VAE the file does not list cannot be estimated: refused, named.
void refuseDangling(DenoiserLibrary& library)
{
    auto dangling = [&](const DenoiserSpec& d) {
        const bool vaeMissing = !d.vae.empty() && !findVae(library, d.vae);
        const bool encoderMissing = std::any_of(d.textEncoders.begin(), d.textEncoders.end(),
                                                [&](const std::string& k) { return !findTextEncoder(library, k); });
        if (vaeMissing || encoderMissing)
            library.rejected.push_back(d.key + ": " + (vaeMissing ? "unknown vae " + d.vae : "unknown text encoder"));
        return vaeMissing || encoderMissing;
    };
    library.denoisers.erase(std::remove_if(library.denoisers.begin(), library.denoisers.end(), dangling),
                            library.denoisers.end());
}

/// The name without its organisation and with separators ignored: "black-forest-labs/FLUX.1-dev" ~ "flux1dev".
std::string folded(std::string_view name)
{
    const size_t slash = name.rfind('/');
    if (slash != std::string_view::npos)
        name = name.substr(slash + 1);
    std::string out;
    for (unsigned char c : name) {
        if (std::isalnum(c))
            out += char(std::tolower(c));
    }
    return out;
}

} // namespace

std::string compactJson(const QJsonValue& value)
{
    // A scalar has no document of its own: written inside a one-element array, less the brackets.
    const QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return text.mid(1, text.size() - 2).toStdString();
}

Result<DenoiserLibrary> readDenoiserLibrary(const QByteArray& json)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ErrorCode::MalformedJson, "", parseError.errorString().toStdString()};
    const QJsonObject root = doc.object();
    if (!root.value(QLatin1String("denoisers")).isArray())
        return Error{ErrorCode::WrongFormat, "denoisers", ""};
    DenoiserLibrary library;
    readList<TextEncoderSpec>(root, "text_encoders", readTextEncoder, library.textEncoders, library.rejected);
    readList<VaeSpec>(root, "vaes", readVae, library.vaes, library.rejected);
    readList<DenoiserSpec>(root, "denoisers", readDenoiser, library.denoisers, library.rejected);
    refuseDangling(library);
    return library;
}

const DenoiserLibrary& bundledDenoiserLibrary()
{
    static const DenoiserLibrary library = [] {
        QFile file(QStringLiteral(":/models/denoisers.json"));
        const QByteArray json = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        Result<DenoiserLibrary> read = readDenoiserLibrary(json);
        return read ? std::move(read).value() : DenoiserLibrary{};
    }();
    return library;
}

Result<DenoiserSpec> findDenoiser(const DenoiserLibrary& library, std::string_view name)
{
    const std::string wanted = lower(name);
    const std::string wantedFolded = folded(name);
    for (const DenoiserSpec& d : library.denoisers) {
        if (d.key == wanted ||
            std::any_of(d.names.begin(), d.names.end(), [&](const std::string& n) { return lower(n) == wanted; }))
            return d;
    }
    for (const DenoiserSpec& d : library.denoisers) {
        if (!wantedFolded.empty() && (folded(d.key) == wantedFolded ||
                                      std::any_of(d.names.begin(), d.names.end(),
                                                  [&](const std::string& n) { return folded(n) == wantedFolded; })))
            return d;
    }
    Error error{ErrorCode::UnknownPreset, "denoiser", std::string(name)};
    for (const DenoiserSpec& d : library.denoisers) {
        const std::string family = folded(d.family);
        if (!family.empty() && wantedFolded.find(family) != std::string::npos)
            error.suggestions.push_back(d.key);
    }
    return error;
}

namespace {

/// The library entry a published fine-tune's name runs as, and the name as the library writes it.
std::optional<std::pair<const DenoiserSpec*, std::string>> findFineTune(const DenoiserLibrary& library,
                                                                        std::string_view name)
{
    const std::string wanted = lower(name), wantedFolded = folded(name);
    for (const DenoiserSpec& d : library.denoisers) {
        for (const DenoiserFineTune& f : d.fineTunes) {
            if (lower(f.name) == wanted || (!wantedFolded.empty() && folded(f.name) == wantedFolded))
                return std::pair{&d, f.name};
        }
    }
    return std::nullopt;
}

} // namespace

Result<DiffusionJob> diffusionJobFor(const DenoiserLibrary& library, std::string_view model)
{
    Result<DenoiserSpec> found = findDenoiser(library, model);
    std::string fineTune;
    if (!found) {
        const auto base = findFineTune(library, model);
        if (!base)
            return found.error();
        found = *base->first;
        fineTune = base->second;
    }
    DiffusionJob job;
    job.model = std::move(found).value();
    job.modelGiven = fineTune;
    for (const std::string& key : job.model.textEncoders)
        job.textEncoders.push_back(*findTextEncoder(library, key)); // refuseDangling kept only listed keys
    if (const VaeSpec* vae = findVae(library, job.model.vae))
        job.vae = *vae;
    job.setting.width = job.model.defaultWidth > 0 ? job.model.defaultWidth : job.model.defaultResolution;
    job.setting.height = job.model.defaultHeight > 0 ? job.model.defaultHeight : job.model.defaultResolution;
    job.setting.frames = job.model.defaultFrames;
    return job;
}

DiffusionJob withSettingOf(DiffusionJob fresh, const DiffusionJob& current)
{
    DiffusionSetting kept = current.setting;
    kept.width = fresh.setting.width;
    kept.height = fresh.setting.height;
    kept.frames = fresh.setting.frames;
    kept.textTokens = 0;
    kept.blocksSwapped = 0;
    fresh.setting = kept;
    fresh.gpus = current.gpus;
    fresh.steps = current.steps;
    return fresh;
}

const TextEncoderSpec* findTextEncoder(const DenoiserLibrary& library, std::string_view key)
{
    const std::string wanted = lower(key);
    for (const TextEncoderSpec& t : library.textEncoders) {
        if (t.key == wanted)
            return &t;
    }
    return nullptr;
}

const VaeSpec* findVae(const DenoiserLibrary& library, std::string_view key)
{
    const std::string wanted = lower(key);
    for (const VaeSpec& v : library.vaes) {
        if (v.key == wanted)
            return &v;
    }
    return nullptr;
}

} // namespace tunefit
