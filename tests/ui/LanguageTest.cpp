// SPDX-License-Identifier: GPL-3.0-or-later
// Live language switching (en -> hi -> tr -> en) and Turkish-safe model search.
#include "present/Language.h"
#include "core/Units.h"
#include "present/Format.h"
#include "ui/common/ModelSearch.h"
#include "ui/memory/FitOverviewModel.h"
#include "ui/memory/WhatIfChart.h"
#include "ui/window/MainWindow.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStringListModel>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using namespace tunefit::ui;

namespace {

struct Texts
{
    QString menu;
    QString header;
    QString chartTitle;
    QString number;
    QString spinBox;

    bool operator==(const Texts&) const = default;
};

Texts textsOf(MainWindow& window)
{
    QApplication::processEvents();
    Texts t;
    t.menu = window.fileMenu()->title();
    t.header = window.fitOverviewModel()->headerData(FitOverviewModel::HeadroomColumn, Qt::Horizontal).toString();
    QChart* chart = window.whatIfChart()->findChild<QChartView*>()->chart();
    const auto axes = chart->axes(Qt::Horizontal);
    t.chartTitle = axes.isEmpty() ? QString() : axes.front()->titleText();
    t.number = formatGiB(units::fromGiB(1234567.5), 1);
    t.spinBox = window.findChild<QSpinBox*>(QStringLiteral("seqLen"))->text();
    return t;
}

void switchTo(const char* code)
{
    ASSERT_TRUE(Language::apply(QString::fromLatin1(code), false));
    QApplication::processEvents();
}

} // namespace

TEST(Language, ListsEnglishHindiTurkish)
{
    QStringList names;
    for (const auto& entry : Language::available())
        names << entry.nativeName;
    EXPECT_EQ(names, (QStringList{QStringLiteral("English"), QStringLiteral("हिन्दी"), QStringLiteral("Türkçe")}));
    EXPECT_EQ(Language::normalize(QStringLiteral("tr_TR")), QStringLiteral("tr"));
    EXPECT_EQ(Language::normalize(QStringLiteral("hi-IN")), QStringLiteral("hi"));
    EXPECT_EQ(Language::normalize(QStringLiteral("de")), QString());
    EXPECT_FALSE(Language::apply(QStringLiteral("xx"), false));
}

TEST(Language, SwitchesLiveAndComesBack)
{
    switchTo("en");
    MainWindow window;
    const Texts en = textsOf(window);
    EXPECT_EQ(en.menu, QStringLiteral("&File"));
    EXPECT_EQ(en.number, QStringLiteral("1,234,567.5"));
    EXPECT_EQ(en.spinBox, QStringLiteral("2,048"));

    switchTo("hi");
    const Texts hi = textsOf(window);
    EXPECT_EQ(hi.menu, QStringLiteral("फ़ाइल (&F)"));
    EXPECT_EQ(hi.header, QStringLiteral("प्रति GPU खाली जगह (GiB)"));
    EXPECT_EQ(hi.chartTitle, QStringLiteral("सीक्वेंस लंबाई (टोकन)"));
    EXPECT_NE(hi.number, QString()); // hi_IN groups in lakhs: 12,34,567.5
    EXPECT_EQ(hi.number, QLocale(QLocale::Hindi, QLocale::India).toString(1234567.5, 'f', 1));

    switchTo("tr");
    const Texts tr = textsOf(window);
    EXPECT_EQ(tr.menu, QStringLiteral("&Dosya"));
    EXPECT_EQ(tr.header, QStringLiteral("GPU başına boş pay (GiB)"));
    EXPECT_EQ(tr.chartTitle, QStringLiteral("Dizi uzunluğu (token)"));
    EXPECT_EQ(tr.number, QStringLiteral("1.234.567,5"));
    EXPECT_EQ(tr.spinBox, QStringLiteral("2.048"));
    EXPECT_NE(tr.header, hi.header);

    switchTo("en");
    EXPECT_EQ(textsOf(window), en);
}

// Qt has no Hindi translation of its standard buttons (no qtbase_hi): the app's own carries them, so no dialog shows
// an English "Cancel" in Hindi. Turkish comes from qtbase_tr.
TEST(Language, StandardButtonsSpeakTheLanguage)
{
    auto cancelText = [] {
        QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Ok);
        return box.button(QDialogButtonBox::Cancel)->text();
    };
    switchTo("hi");
    EXPECT_EQ(cancelText(), QStringLiteral("रद्द करें"));
    switchTo("tr");
    EXPECT_EQ(cancelText(), QStringLiteral("İptal"));
    switchTo("en");
    EXPECT_EQ(cancelText(), QStringLiteral("Cancel"));
}

TEST(Language, RemembersTheChoice)
{
    QSettings().remove(QStringLiteral("ui/language"));
    ASSERT_TRUE(Language::apply(QStringLiteral("tr")));
    EXPECT_EQ(Language::startupCode(), QStringLiteral("tr"));
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    EXPECT_EQ(Language::startupCode(), QStringLiteral("en"));
    QSettings().remove(QStringLiteral("ui/language"));
    QApplication::processEvents();
}

TEST(ModelSearch, TurkishDottedAndDotlessI)
{
    // Whatever the UI language, "qlora"/"QLORA"/"QLoRA" find QLoRA; "İ" and "ı" typed on a Turkish keyboard find i/I.
    for (const char* code : {"en", "tr", "hi"}) {
        switchTo(code);
        EXPECT_TRUE(matchesSearch(QStringLiteral("QLoRA 8B"), QStringLiteral("QLoRA")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("QLoRA 8B"), QStringLiteral("qlora")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("QLoRA 8B"), QStringLiteral("QLORA")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("Mistral 7B"), QStringLiteral("MİSTRAL")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("Mistral 7B"), QStringLiteral("mıstral")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("Mistral 7B"), QStringLiteral("i")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("Mistral 7B"), QStringLiteral("İ")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("Mistral 7B"), QStringLiteral("ı")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("PHI-3 MINI"), QStringLiteral("phi")));
        EXPECT_TRUE(matchesSearch(QStringLiteral("İnce model"), QStringLiteral("ince")));
        EXPECT_FALSE(matchesSearch(QStringLiteral("Gemma 2B"), QStringLiteral("ı")));
        EXPECT_FALSE(matchesSearch(QStringLiteral("Mistral 7B"), QStringLiteral("qlora")));
    }
    switchTo("en");

    QStringListModel names({QStringLiteral("Llama 3.1 8B"), QStringLiteral("Mistral 7B"), QStringLiteral("QLoRA toy")});
    ModelSearchProxy proxy;
    proxy.setSourceModel(&names);
    proxy.setQuery(QStringLiteral("MİS"));
    ASSERT_EQ(proxy.rowCount(), 1);
    EXPECT_EQ(proxy.index(0, 0).data().toString(), QStringLiteral("Mistral 7B"));
    proxy.setQuery(QStringLiteral("qlo"));
    EXPECT_EQ(proxy.rowCount(), 1);
    proxy.setQuery(QString());
    EXPECT_EQ(proxy.rowCount(), 3);
}
