// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/validation/ErrorStats.h"

#include <algorithm>
#include <cmath>

namespace tunefit {

double percentile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = q * double(values.size() - 1);
    const size_t lo = size_t(std::floor(rank));
    const size_t hi = std::min(values.size() - 1, lo + 1);
    return values[lo] + (values[hi] - values[lo]) * (rank - double(lo));
}

void ErrorAccumulator::add(const std::string& group, double signedPct)
{
    m_signed[group].push_back(signedPct);
}

ErrorStats ErrorAccumulator::stats(const std::string& group) const
{
    ErrorStats s;
    s.group = group;
    const auto it = m_signed.find(group);
    if (it == m_signed.end() || it->second.empty())
        return s;
    const std::vector<double>& errors = it->second;
    std::vector<double> absolute;
    absolute.reserve(errors.size());
    double sum = 0;
    for (double e : errors) {
        absolute.push_back(std::abs(e));
        sum += e;
    }
    s.count = int(errors.size());
    s.medianAbsPct = percentile(absolute, 0.5);
    s.p90AbsPct = percentile(absolute, 0.9);
    s.meanSignedPct = sum / double(errors.size());
    return s;
}

std::vector<ErrorStats> ErrorAccumulator::all() const
{
    std::vector<ErrorStats> out;
    out.reserve(m_signed.size());
    for (const auto& entry : m_signed)
        out.push_back(stats(entry.first));
    return out;
}

} // namespace tunefit
