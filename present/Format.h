// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/memory/FitRule.h"
#include "core/memory/MemoryBreakdown.h"

#include <QDate>
#include <QString>

namespace tunefit::present {

/// "14.6" for bytes in GiB, in the user's locale.
QString formatGiB(double bytes, int decimals = 1);
/// A date with the month spelled out in the UI language ("9 Nov 2026"): short numeric dates read differently in
/// the US and elsewhere.
QString formatDate(const QDate& date);
/// "8.03 B" / "20.9 M": a parameter count, in the user's locale.
QString formatCount(double count);
/// A value from a file or the command line as a message echoes it: at most `maxChars` characters, a longer one cut
/// with "…" (a 3 MB model name must not become a 3 MB message); line breaks shown as spaces.
QString boundedEcho(const QString& value, int maxChars = 120);
/// The translated name of a memory component.
QString componentName(MemoryComponent component);
/// What a basis kind means, in the UI language.
QString basisDescription(BasisKind kind);
/// "Activations saved for the backward pass: b × s × L × bytes/token/layer; b = 4, s = 2,048, ...".
QString basisText(const Basis& basis);
/// "Cannot estimate: …": the estimate's error in the window (present/ErrorWording.h words it).
QString errorText(const Error& error);
/// Why a job file (named `fileName`) cannot be opened, for the window and `tunefit report` / `export-results`.
QString jobFileErrorText(const QString& fileName, const Error& error);
/// "76 of 80 GiB usable": a part of a card's memory against a whole, both in GiB. The one wording of usable
/// capacity: the fit verdict, the advice and `tunefit fit` all say it this way.
QString usableText(double partBytes, double wholeBytes);
/// "Fits: 14.6 of 80 GiB (66 GiB free)" / "Does not fit: needs 78 GiB, 76 of 80 GiB usable (5% kept free)": the one
/// fit rule's verdict in words, never colour alone.
QString fitText(const FitVerdict& verdict);

} // namespace tunefit::present
