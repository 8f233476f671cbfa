// SPDX-License-Identifier: GPL-3.0-or-later
// "Why #1" on the cost–time front (issue 27): the picks and the trade against the front's neighbours, worked by hand
// in US English.
#include "core/report/Report.h"
#include "present/PlanWording.h"
#include "present/ReportRenderer.h"

#include <QLocale>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::present;

namespace {

class FrontWordingTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_saved = QLocale();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void TearDown() override { QLocale::setDefault(m_saved); }

private:
    QLocale m_saved;
};

TEST_F(FrontWordingTest, NamesTheTradeAgainstBothNeighbours)
{
    // The V100 at 0.41 USD for 2.5 h against an RTX 4090 at 0.52 USD for 1.5 h: 0.11 USD cheaper and
    // 2.5 / 1.5 = 1.67 ≈ 1.7× as long; and against a cheaper, slower A10 at 0.30 USD for 5 h: 0.11 USD more, 2.0× as
    // fast.
    FrontExplanation e;
    e.onFront = true;
    e.bestValue = true;
    e.trades = {{3, -0.11, 2.0}, {1, 0.11, 2.5 / 1.5}};
    const QStringList s = frontSentences(e, {QStringLiteral("Cloud A10"), QStringLiteral("Cloud RTX 4090")});
    ASSERT_EQ(s.size(), 3);
    EXPECT_TRUE(s[0].startsWith(QStringLiteral("It is the best value: "))) << s[0].toStdString();
    EXPECT_TRUE(s[0].contains(QStringLiteral("nearest to the ideal of the lowest cost and the shortest time")));
    EXPECT_EQ(s[1], QStringLiteral("It costs $0.11 more than Cloud A10 and is 2.0× as fast."));
    EXPECT_EQ(s[2], QStringLiteral("It is $0.11 cheaper than Cloud RTX 4090 and takes 1.7× as long."));
}

TEST_F(FrontWordingTest, SaysWhichPickTheFirstOptionIs)
{
    FrontExplanation e;
    e.onFront = true;
    e.cheapest = true;
    e.fastest = true;
    e.bestValue = true;
    EXPECT_EQ(frontSentences(e, {}),
              QStringList{QStringLiteral("It is both the cheapest and the fastest offer that fits.")});
    e.fastest = false;
    e.bestValue = false;
    EXPECT_EQ(frontSentences(e, {}), QStringList{QStringLiteral("It is the cheapest offer that fits.")});
    // Off the front (cannot happen for a first option the presets rank, but the wording must not claim a place).
    EXPECT_TRUE(frontSentences(FrontExplanation{}, {}).isEmpty());
    // whyFirst carries the sentences after what the winner offers.
    PlanOption o;
    o.fits = true;
    Explanation x;
    x.front = e;
    const Why why = whyFirst(x, o, QStringLiteral("Cloud"), {});
    EXPECT_EQ(why.reasons.last(), QStringLiteral("It is the cheapest offer that fits."));
}

TEST_F(FrontWordingTest, TheReportHasTheCostTimeSection)
{
    Report r;
    r.costTime = {{1, 10}, {2, 4}, {5, 2}};
    r.front = costTimeFront(r.costTime);
    const QString html = ReportRenderer::html(r);
    EXPECT_TRUE(html.contains(QStringLiteral("Cost against time")));
    EXPECT_TRUE(html.contains(QStringLiteral("[[cost-time-chart]]")));
    // Nothing fits: no section.
    r.costTime = {{1, 10, false}};
    r.front = costTimeFront(r.costTime);
    EXPECT_FALSE(ReportRenderer::html(r).contains(QStringLiteral("Cost against time")));
}

} // namespace
