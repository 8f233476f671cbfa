// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/MemoryBreakdown.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace tunefit::present {

/// Translation context of the glossary: the one source of the plain explanations of the jargon, which the breakdown
/// rows' tooltips and Help > Glossary both show (issue 29).
struct Glossary
{
    Q_DECLARE_TR_FUNCTIONS(Glossary)
};

/// One term and one plain sentence saying what it is.
struct GlossaryEntry
{
    QString term;
    QString meaning;
};

/// What a memory component is, in one line: "Intermediate results of the forward pass kept for the backward pass."
QString componentMeaning(MemoryComponent component);

/// Whether a breakdown row (window and report) is worth its line: a component that holds memory, or one at zero whose
/// basis says why (activations freed before the peak, a frozen vision tower, a generation cache gone by then). A
/// formula that merely comes to 0 ("Buffers 0.00" of a job that gathers nothing) says nothing and is left out.
bool shownInBreakdown(const ComponentMemory& component);

/// Every term of Help > Glossary in the current language: the methods, layouts and settings first, then the memory
/// components (componentName() with componentMeaning()).
std::vector<GlossaryEntry> glossaryEntries();

} // namespace tunefit::present
