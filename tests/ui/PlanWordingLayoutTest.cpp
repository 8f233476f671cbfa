// SPDX-License-Identifier: GPL-3.0-or-later
// The plan's explanation names the model-parallel layout of the option it explains (issue 15), worked by hand.
#include "present/PlanWording.h"

#include <QLocale>

#include <gtest/gtest.h>

using namespace tunefit;
using namespace tunefit::present;

namespace {

class PlanWordingLayoutTest : public ::testing::Test
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

PlanOption optionOn(int instances, int perInstance)
{
    PlanOption o;
    o.fits = true;
    o.instances = instances;
    o.gpus = instances * perInstance;
    o.parallel.gpus = o.gpus;
    o.parallel.sharding = Sharding::Zero1;
    return o;
}

TEST_F(PlanWordingLayoutTest, NamesTheLayoutAndWhereItsGroupsLie)
{
    // 2 instances of 8: TP 4 fills half a node, the 4 replicas are 2 per node and span both.
    PlanOption o = optionOn(2, 8);
    o.parallel.model.tensor = 4;
    const Why why = whyFirst(Explanation{}, o, QStringLiteral("Cloud 8x H100"), {});
    EXPECT_TRUE(why.reasons.contains(
        QStringLiteral("It runs the layout TP 4 × DP 4: TP 4 inside each node, DP 4 across nodes.")))
        << why.reasons.join(QLatin1Char('\n')).toStdString();
}

TEST_F(PlanWordingLayoutTest, SaysNothingOfALayoutForDataParallelism)
{
    const PlanOption o = optionOn(1, 8);
    const Why why = whyFirst(Explanation{}, o, QStringLiteral("Cloud 8x H100"), {});
    for (const QString& reason : why.reasons)
        EXPECT_FALSE(reason.contains(QStringLiteral("layout"))) << reason.toStdString();
}

} // namespace
