// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/TextFields.h"
#include "core/catalog/BundledCatalog.h"
#include "core/catalog/Validation.h"

#include <gtest/gtest.h>

#include <limits>

using namespace tunefit;
using namespace tunefit::catalog_text;

TEST(TextFields, ParsesCLocaleNumbers)
{
    EXPECT_EQ(parseNumber("8.0"), 8.0);
    EXPECT_EQ(parseNumber(" 0.08 "), 0.08);
    EXPECT_EQ(parseNumber("1e-3"), 1e-3);
    EXPECT_FALSE(parseNumber("0,08"));
    EXPECT_FALSE(parseNumber("12 GB"));
    EXPECT_FALSE(parseNumber(""));
    EXPECT_EQ(parseInteger("8.0"), 8);
    EXPECT_FALSE(parseInteger("8.5"));
}

TEST(TextFields, FormatsShortestRoundTrip)
{
    for (double value : {0.1, 989.4, 3.67339, 1.0 / 3.0, 1e-9, 123456789.0}) {
        EXPECT_EQ(parseNumber(formatNumber(value)), value) << formatNumber(value);
    }
    EXPECT_EQ(formatNumber(8), "8");
}

TEST(TextFields, ReadsLeadingPriceFromPublishedText)
{
    EXPECT_EQ(parseLeadingPrice("0.08 (EBS gp3, us-east-1)"), 0.08);
    EXPECT_EQ(parseLeadingPrice("~0.085-0.12 (Premium tier)"), 0.085);
    EXPECT_EQ(parseLeadingPrice("free (no data-transfer fees)"), 0.0);
    EXPECT_EQ(parseLeadingPrice("Free within region"), 0.0);
    EXPECT_EQ(parseLeadingPrice("0.0085 after first 10 TB/month free"), 0.0085);
    EXPECT_FALSE(parseLeadingPrice("varies by host offer"));
    EXPECT_FALSE(parseLeadingPrice("freely negotiated"));
    EXPECT_FALSE(parseLeadingPrice(""));
}

TEST(TextFields, ParsesBillingGranularity)
{
    auto aws = parseBilling("per-second (Linux; 60 s minimum)");
    EXPECT_EQ(aws.unit, BillingUnit::PerSecond);
    EXPECT_EQ(aws.minimumSeconds, 60);
    auto gcp = parseBilling("per-second (1 minute minimum)");
    EXPECT_EQ(gcp.minimumSeconds, 60);
    EXPECT_EQ(parseBilling("per-minute (hourly rates)").unit, BillingUnit::PerMinute);
    EXPECT_EQ(parseBilling("per-microsecond metering (hourly rates)").unit, BillingUnit::PerSecond);
    EXPECT_EQ(parseBilling("hourly, capped at monthly price (730 h)").unit, BillingUnit::PerHour);
    EXPECT_EQ(parseBilling("per provider (marketplace)").unit, BillingUnit::PerHour);
    EXPECT_EQ(parseBilling("").minimumSeconds, 0);
}

TEST(TextFields, ChecksIsoDates)
{
    EXPECT_TRUE(isIsoDate("2026-11-30"));
    EXPECT_TRUE(isIsoDate("2024-02-29"));
    EXPECT_FALSE(isIsoDate("2026-02-29"));
    EXPECT_FALSE(isIsoDate("30/11/2026"));
    EXPECT_FALSE(isIsoDate("2026-1-30"));
    EXPECT_EQ(daysBetween("2026-08-31", "2026-11-30"), 91);
    EXPECT_FALSE(daysBetween("", "2026-11-30"));
}

// Issue 12: "2000000000 minutes minimum" overflowed int while converting to seconds (signed overflow, UBSan). The
// product saturates, and the provider check then refuses the minimum as too large.
TEST(TextFields, AnAbsurdBillingMinimumSaturatesAndIsRefused)
{
    const auto billing = parseBilling("per-second (2000000000 minutes minimum)");
    EXPECT_EQ(billing.unit, BillingUnit::PerSecond);
    EXPECT_EQ(billing.minimumSeconds, std::numeric_limits<int>::max());
    Provider provider = *findProvider(bundledCatalog(), "AWS");
    provider.minimumBilledSeconds = billing.minimumSeconds;
    const auto issues = validateProvider(provider);
    ASSERT_EQ(issues.size(), 1u);
    EXPECT_EQ(issues[0].code, "value_too_large");
    EXPECT_EQ(issues[0].field, "billing_minimum_seconds");
}
