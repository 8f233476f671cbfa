// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 12: numbers and lines read from files, at the boundary where they enter the core.
#include "core/Checked.h"
#include "core/io/Csv.h"
#include "core/io/Numbers.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

using namespace tunefit;

namespace {

TEST(Numbers, NonFiniteAndOutOfRangeTextIsNotANumber)
{
    // "1e999" overflowed to inf in some readers and was printed as "inf" in catalog listings.
    for (const char* text : {"inf", "-inf", "nan", "NaN", "infinity", "1e999", "-1e999"})
        EXPECT_FALSE(io::parseNumber(text)) << text;
    EXPECT_EQ(io::parseNumber(" 2.5 "), 2.5);
    EXPECT_EQ(io::parseNumber("1e300"), 1e300); // finite: the row checks judge its size
}

TEST(Numbers, IntegersOutsideIntAreRefusedNotCast)
{
    EXPECT_EQ(io::parseInteger("8.0"), 8);
    EXPECT_EQ(io::parseInteger("-2000000000"), -2'000'000'000);
    for (const char* text : {"1e300", "2000000001", "99999999999", "8.5", "inf"})
        EXPECT_FALSE(io::parseInteger(text)) << text;
}

TEST(Checked, ProductsAndConversionsThatDoNotFitAreNullopt)
{
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    EXPECT_EQ(checked::mul(3'000'000'000, 3), 9'000'000'000);
    EXPECT_FALSE(checked::mul(kMax / 2 + 1, 2));
    EXPECT_FALSE(checked::add(kMax, 1));
    EXPECT_EQ(checked::toInteger<int>(42.0, 0, 100), 42);
    EXPECT_FALSE(checked::toInteger<int>(1e300, 0, 100));
    EXPECT_FALSE(checked::toInteger<int>(std::numeric_limits<double>::infinity(), 0, 100));
    EXPECT_FALSE(checked::toInteger<int>(std::numeric_limits<double>::quiet_NaN(), 0, 100));
    EXPECT_FALSE(checked::toInteger<int>(0.5, 0, 100));
    EXPECT_FALSE(checked::toInteger<int>(-1.0, 0, 100));
}

TEST(Csv, LoneCarriageReturnsEndLines)
{
    // A file saved with classic Mac line ends imported 0 rows with exit 0 and no warning.
    const auto table = csv::parse("name,memory_gb\rA,8\rB,16\r");
    ASSERT_TRUE(table);
    ASSERT_EQ(table->header.size(), 2u);
    ASSERT_EQ(table->records.size(), 2u);
    EXPECT_EQ(table->records[1].fields[0], "B");
    EXPECT_EQ(table->records[1].line, 3);
    // CRLF still ends a line once, and a CR inside quotes is text.
    const auto crlf = csv::parse("a,b\r\n\"x\ry\",2\r\n");
    ASSERT_TRUE(crlf);
    ASSERT_EQ(crlf->records.size(), 1u);
    EXPECT_EQ(crlf->records[0].fields[0], "x\ry");
}

} // namespace
