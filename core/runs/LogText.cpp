// SPDX-License-Identifier: GPL-3.0-or-later
// The text rules every run-log format shares: bounded lines, ANSI codes, numbers, memory keys, the warm-up median.
#include "core/runs/RunLogInternal.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <istream>
#include <utility>

namespace tunefit::runlog {

LineReader::LineReader(std::istream& in, int64_t maxLineBytes, std::string pending)
    : m_in(in), m_maxLineBytes(maxLineBytes), m_pending(std::move(pending))
{
}

bool LineReader::next(std::string& line, bool& tooLong, bool* ended)
{
    line.clear();
    tooLong = false;
    if (ended != nullptr)
        *ended = false;
    std::streambuf* buffer = m_in.rdbuf();
    if (m_atEnd || buffer == nullptr)
        return false;
    bool any = false;
    auto keep = [&](char c) {
        if (int64_t(line.size()) >= m_maxLineBytes) {
            tooLong = true;
            return;
        }
        if (line.size() == line.capacity()) // grow to the bound at most, not past it
            line.reserve(size_t(std::min<int64_t>(m_maxLineBytes, std::max<int64_t>(256, int64_t(line.size()) * 2))));
        line.push_back(c);
    };
    // The pending bytes hold no line end (format detection consumes only "{" and blanks).
    for (const char c : std::exchange(m_pending, {})) {
        any = true;
        keep(c);
    }
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            m_atEnd = true;
            if (tooLong)
                line.clear();
            return any;
        }
        any = true;
        if (c == '\n' || c == '\r') {
            if (c == '\r' && buffer->sgetc() == '\n')
                buffer->sbumpc();
            if (ended != nullptr)
                *ended = true;
            if (tooLong)
                line.clear();
            return true;
        }
        keep(static_cast<char>(c));
    }
}

void stripAnsi(std::string& line)
{
    if (line.find('\x1b') == std::string::npos)
        return;
    size_t out = 0;
    for (size_t i = 0; i < line.size(); ++i) {
        if (line[i] != '\x1b') {
            line[out++] = line[i];
            continue;
        }
        // CSI: ESC [ parameters, then one final byte in @..~ ("\x1b[31m"); any other escape is ESC plus one byte.
        if (i + 1 < line.size() && line[i + 1] == '[') {
            i += 2;
            while (i < line.size() && !(line[i] >= '@' && line[i] <= '~'))
                ++i;
        } else {
            ++i;
        }
    }
    line.resize(out);
}

std::optional<double> parseFigure(std::string_view text, bool thousands, size_t* used)
{
    size_t i = 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    std::string digits;
    bool seenPoint = false;
    bool seenExponent = false;
    auto digitAt = [&](size_t k) { return k < text.size() && std::isdigit(static_cast<unsigned char>(text[k])) != 0; };
    while (i < text.size() && digits.size() < 64) {
        const char c = text[i];
        const bool digit = digitAt(i);
        // Python's {:,} groups: a comma between digits, exactly three digits after it.
        const bool groupComma = thousands && c == ',' && !seenPoint && !seenExponent && !digits.empty() &&
                                digitAt(i + 1) && digitAt(i + 2) && digitAt(i + 3) && !digitAt(i + 4);
        if (digit) {
            digits.push_back(c);
        } else if (groupComma) {
            // a thousands separator: skipped
        } else if (c == '.' && !seenPoint && !seenExponent) {
            seenPoint = true;
            digits.push_back(c);
        } else if ((c == 'e' || c == 'E') && !seenExponent && !digits.empty() && i + 1 < text.size() &&
                   (digitAt(i + 1) || text[i + 1] == '-' || text[i + 1] == '+')) {
            seenExponent = true;
            digits.push_back(c);
            digits.push_back(text[++i]);
        } else {
            break;
        }
        ++i;
    }
    if (digits.empty())
        return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || end != digits.data() + digits.size() || !std::isfinite(value) || value < 0)
        return std::nullopt;
    if (used != nullptr)
        *used = i;
    return value;
}

KeyedFigure figureAfter(std::string_view line, std::string_view key, bool thousands)
{
    const size_t at = line.find(key);
    if (at == std::string_view::npos)
        return {};
    return {true, parseFigure(line.substr(at + key.size()), thousands)};
}

std::optional<MemoryFigure> memoryKeyFigure(std::string_view key)
{
    // Writers: axolotl src/axolotl/core/trainers/base.py log() ("memory/max_active (GiB)", "memory/max_allocated
    // (GiB)", "memory/device_reserved (GiB)"; before August 2025 "memory/max_mem_active(gib)" and, earlier,
    // "memory/max_memory_active(gib)"), all from utils/bench.py gpu_memory_usage_all(), in GiB (1024^3); torchtitan
    // torchtitan/components/metrics.py MetricsProcessor.log() ("memory/max_active(GiB)", "memory/max_reserved(GiB)").
    std::string lower(key.substr(0, 128));
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
    if (!lower.starts_with("memory/") || lower.find("gib") == std::string::npos)
        return std::nullopt;
    if (lower.find("allocated") != std::string::npos)
        return MemoryFigure::Allocated;
    if (lower.find("reserved") != std::string::npos)
        return MemoryFigure::Reserved;
    if (lower.find("active") != std::string::npos)
        return MemoryFigure::Active;
    return std::nullopt;
}

void Series::push(double value)
{
    if (m_seen % m_stride == 0)
        m_kept.push_back(value);
    ++m_seen;
    if (m_kept.size() >= kMaxSeriesValues) {
        // Keep the values at even positions: kept[i] is then the value logged at i * stride.
        size_t out = 0;
        for (size_t i = 0; i < m_kept.size(); i += 2)
            m_kept[out++] = m_kept[i];
        m_kept.resize(out);
        m_stride *= 2;
    }
}

std::optional<double> Series::steadyMedian() const
{
    if (m_kept.empty())
        return std::nullopt;
    if (m_seen == 1)
        return m_kept.front();
    const int64_t warmup = std::max<int64_t>(1, m_seen / 10);
    const size_t firstKept = size_t((warmup + m_stride - 1) / m_stride);
    if (firstKept >= m_kept.size())
        return std::nullopt;
    std::vector<double> steady(m_kept.begin() + long(firstKept), m_kept.end());
    const size_t middle = steady.size() / 2;
    std::nth_element(steady.begin(), steady.begin() + long(middle), steady.end());
    const double upper = steady[middle];
    if (steady.size() % 2 == 1)
        return upper;
    const double lower = *std::max_element(steady.begin(), steady.begin() + long(middle));
    return lower / 2 + upper / 2;
}

void MemoryPeaks::add(MemoryFigure figure, double bytes)
{
    if (!std::isfinite(bytes) || bytes <= 0)
        return; // 0 is what axolotl and torchtitan log on a device without CUDA statistics
    std::optional<double>& peak = figure == MemoryFigure::Allocated  ? allocated
                                  : figure == MemoryFigure::Reserved ? reserved
                                                                     : active;
    peak = std::max(peak.value_or(0.0), bytes);
}

void MemoryPeaks::applyTo(MeasuredRun& run) const
{
    if (allocated) {
        run.peakMemoryBytes = allocated;
        run.memoryFigure = MemoryFigure::Allocated;
    } else if (reserved) {
        run.peakMemoryBytes = reserved;
        run.memoryFigure = MemoryFigure::Reserved;
    } else if (active) {
        run.peakMemoryBytes = active;
        run.memoryFigure = MemoryFigure::Active;
    }
}

bool acceptStep(TextLogState& state, int64_t step)
{
    state.run.lastStep = std::max(state.run.lastStep, step);
    if (step <= state.lastAcceptedStep)
        return false;
    state.lastAcceptedStep = step;
    return true;
}

bool hasUsableFigure(const MeasuredRun& run)
{
    return run.stepSeconds || run.tokensPerSecondPerGpu || run.samplesPerSecond || run.tokensPerSecond ||
           run.peakMemoryBytes;
}

} // namespace tunefit::runlog
