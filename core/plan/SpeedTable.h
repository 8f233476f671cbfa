// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The advisor's cache of timed settings (core/plan/Advisor.cpp), an internal header of core/plan.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace tunefit {

/// Tokens/s and step time per setting index, filled as asked. A search times a few dozen of the thousands of
/// settings of a target, and a plan keeps a thousand targets: an open-addressing table of the timed settings only,
/// so that memory a plan never reads is neither allocated nor touched.
class SpeedTable
{
public:
    struct Speed
    {
        double tokensPerSecond = 0; ///< all GPUs; 0 when the throughput model cannot run the setting
        double stepSeconds = 0;
    };
    /// The slot of a setting, and whether it was empty (the caller fills it).
    std::pair<Speed*, bool> slot(size_t setting)
    {
        if (2 * (m_used + 1) > m_slots.size())
            grow();
        const auto key = uint32_t(setting);
        for (size_t i = hash(key);; i = (i + 1) & (m_slots.size() - 1)) {
            Slot& s = m_slots[i];
            if (s.key == key)
                return {&s.speed, false};
            if (s.key == kEmpty) {
                s.key = key;
                ++m_used;
                return {&s.speed, true};
            }
        }
    }

private:
    static constexpr uint32_t kEmpty = UINT32_MAX;
    struct Slot
    {
        uint32_t key = kEmpty;
        Speed speed;
    };
    size_t hash(uint32_t key) const { return (key * 2654435761u) & (m_slots.size() - 1); } // Knuth's multiplier
    void grow()
    {
        std::vector<Slot> old = std::move(m_slots);
        m_slots.assign(std::max<size_t>(64, old.size() * 2), Slot{});
        for (const Slot& s : old) {
            if (s.key == kEmpty)
                continue;
            size_t i = hash(s.key);
            while (m_slots[i].key != kEmpty)
                i = (i + 1) & (m_slots.size() - 1);
            m_slots[i] = s;
        }
    }
    std::vector<Slot> m_slots;
    size_t m_used = 0;
};

} // namespace tunefit
