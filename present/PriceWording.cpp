// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/PriceWording.h"

#include "core/catalog/Validation.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QLocale>

namespace tunefit::present {

namespace {

/// Translation context of the price-update wording.
struct PriceWording
{
    Q_DECLARE_TR_FUNCTIONS(PriceWording)
};

QString dateText(const std::string& iso)
{
    return QLocale().toString(QDate::fromString(QString::fromStdString(iso), Qt::ISODate), QLocale::ShortFormat);
}

QString timeText(const std::string& iso)
{
    const QDateTime at = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODate);
    return QLocale().toString(at.toUTC(), QLocale::ShortFormat) + QStringLiteral(" UTC");
}

} // namespace

QString priceChangeName(PriceChange change)
{
    switch (change) {
    case PriceChange::New:
        return PriceWording::tr("New offers");
    case PriceChange::Removed:
        return PriceWording::tr("Removed offers");
    case PriceChange::PriceUp:
        return PriceWording::tr("Price up");
    case PriceChange::PriceDown:
        return PriceWording::tr("Price down");
    case PriceChange::Unchanged:
        return PriceWording::tr("Unchanged");
    case PriceChange::Conflict:
        return PriceWording::tr("Your price differs from the source");
    }
    return {};
}

QString priceDoubtText(PriceDoubt doubt)
{
    const QLocale locale;
    switch (doubt) {
    case PriceDoubt::None:
        return {};
    case PriceDoubt::Zero:
        return PriceWording::tr("doubtful: a price of zero");
    case PriceDoubt::Negative:
        return PriceWording::tr("doubtful: a negative price");
    case PriceDoubt::BelowFloor:
        return PriceWording::tr("doubtful: under %1 USD per GPU-hour")
            .arg(locale.toString(kPriceFloorUsdPerGpuHour, 'f', 2));
    case PriceDoubt::AboveCeiling:
        return PriceWording::tr("doubtful: over %1 USD per GPU-hour")
            .arg(locale.toString(kPriceCeilingUsdPerGpuHour, 'f', 0));
    case PriceDoubt::JumpUp:
        return PriceWording::tr("doubtful: over %1 times the catalog's price")
            .arg(locale.toString(kPriceChangeFactor, 'f', 0));
    case PriceDoubt::JumpDown:
        return PriceWording::tr("doubtful: under 1/%1 of the catalog's price")
            .arg(locale.toString(kPriceChangeFactor, 'f', 0));
    }
    return {};
}

QString hourlyPriceText(double usdPerHour)
{
    if (usdPerHour > 0 && usdPerHour < 0.0005)
        return QLocale().toString(usdPerHour, 'g', 2);
    return QLocale().toString(usdPerHour, 'f', 3);
}

QString priceAgeText(const PriceAge& age)
{
    const QLocale locale;
    QString text;
    if (age.newest.empty()) {
        text = PriceWording::tr("No offer has a dated price.");
    } else {
        text = PriceWording::tr("Prices from %1 to %2 (the newest is %Ln days old).", nullptr, age.newestAgeDays)
                   .arg(dateText(age.oldest), dateText(age.newest));
    }
    if (age.lastUpdate.empty())
        text += QLatin1Char(' ') + PriceWording::tr("Never updated: the prices are those of the built-in catalog.");
    else
        text += QLatin1Char(' ') + PriceWording::tr("Last update %1 from %2.")
                                       .arg(timeText(age.lastUpdate), QString::fromStdString(age.lastSources));
    if (age.stale > 0)
        text +=
            QLatin1Char(' ') + PriceWording::tr("%1 of %2 offers are older than %Ln days.", nullptr, kStalePriceDays)
                                   .arg(locale.toString(age.stale), locale.toString(age.offers));
    if (age.undated > 0)
        text += QLatin1Char(' ') + PriceWording::tr("%1 undated.").arg(locale.toString(age.undated));
    return text;
}

QString priceAgeShort(const PriceAge& age)
{
    if (age.newestAgeDays < 0)
        return PriceWording::tr("Prices: undated");
    const QString from = age.lastUpdate.empty() ? PriceWording::tr("built-in catalog")
                                                : PriceWording::tr("updated %1").arg(timeText(age.lastUpdate));
    if (age.stale > 0)
        return PriceWording::tr("Prices: newest %Ln days old, %1 offers stale (%2)", nullptr, age.newestAgeDays)
            .arg(QLocale().toString(age.stale), from);
    return PriceWording::tr("Prices: newest %Ln days old (%1)", nullptr, age.newestAgeDays).arg(from);
}

} // namespace tunefit::present
