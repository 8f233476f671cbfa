// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <string>
#include <vector>

namespace tunefit {

/// How far predictions are from measurements, for one group of cases (all, one method, one GPU).
struct ErrorStats
{
    std::string group;
    int count = 0;
    double medianAbsPct = 0;
    double p90AbsPct = 0;
    double meanSignedPct = 0;
};

/// Percentile by linear interpolation between closest ranks (q in [0, 1]).
double percentile(std::vector<double> values, double q);

/// Collects signed percentage errors per group and summarises them.
class ErrorAccumulator
{
public:
    void add(const std::string& group, double signedPct);
    ErrorStats stats(const std::string& group) const;
    /// One entry per group, sorted by group name.
    std::vector<ErrorStats> all() const;

private:
    std::map<std::string, std::vector<double>> m_signed;
};

} // namespace tunefit
