// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/CatalogFieldText.h"

#include "core/catalog/TextFields.h"

#include <QCoreApplication>
#include <QLocale>

namespace tunefit::ui {

namespace {

/// The translation context of these free functions.
struct CatalogFieldText
{
    Q_DECLARE_TR_FUNCTIONS(tunefit::ui::CatalogFieldText)
};

std::optional<double> cNumber(const std::string& value)
{
    bool ok = false;
    const double number = QString::fromStdString(value).toDouble(&ok);
    return ok ? std::optional<double>(number) : std::nullopt;
}

/// The inter-node network choices (issue 27); empty for another choice.
QString fabricChoiceLabel(std::string_view choice)
{
    if (choice.empty())
        return CatalogFieldText::tr("As the provider");
    if (choice == "unknown")
        return CatalogFieldText::tr("Unknown");
    if (choice == "none")
        return CatalogFieldText::tr("None (single instance only)");
    if (choice == "ethernet")
        return CatalogFieldText::tr("Ethernet (TCP)");
    if (choice == "roce")
        return CatalogFieldText::tr("RoCE (RDMA over Ethernet)");
    if (choice == "infiniband")
        return CatalogFieldText::tr("InfiniBand");
    if (choice == "efa")
        return CatalogFieldText::tr("AWS EFA");
    if (choice == "gpudirect_tcpx")
        return CatalogFieldText::tr("GPUDirect-TCPX");
    if (choice == "gpudirect_tcpxo")
        return CatalogFieldText::tr("GPUDirect-TCPXO");
    if (choice == "nvlink_domain")
        return CatalogFieldText::tr("NVLink domain (across instances)");
    if (choice == "all_instances")
        return CatalogFieldText::tr("All instances");
    if (choice == "cluster_products_only")
        return CatalogFieldText::tr("Cluster products only");
    return {};
}

} // namespace

QString choiceLabel(std::string_view choice)
{
    if (choice == "datacenter")
        return CatalogFieldText::tr("Data centre");
    if (choice == "workstation")
        return CatalogFieldText::tr("Workstation");
    if (choice == "consumer")
        return CatalogFieldText::tr("Consumer");
    if (choice == "per_second")
        return CatalogFieldText::tr("Per second");
    if (choice == "per_minute")
        return CatalogFieldText::tr("Per minute");
    if (choice == "per_hour")
        return CatalogFieldText::tr("Per hour");
    if (choice == "instance")
        return CatalogFieldText::tr("Whole instance");
    if (choice == "gpu_only")
        return CatalogFieldText::tr("GPU only (host extra)");
    if (choice == "per_gpu_list_price")
        return CatalogFieldText::tr("Per-GPU list price");
    if (const QString fabric = fabricChoiceLabel(choice); !fabric.isEmpty())
        return fabric;
    return QString::fromUtf8(choice.data(), qsizetype(choice.size()));
}

QString offerLabel(const Offer& offer)
{
    return QStringLiteral("%1 · %2 × %3 · %4")
        .arg(QString::fromStdString(offer.provider), QString::fromStdString(offer.gpuName),
             QLocale().toString(offer.gpuCount), QString::fromStdString(offer.instanceType));
}

QString originLabel(RowOrigin origin)
{
    switch (origin) {
    case RowOrigin::Bundled:
        return CatalogFieldText::tr("Built-in");
    case RowOrigin::UserEdited:
        return CatalogFieldText::tr("Edited");
    case RowOrigin::UserAdded:
        return CatalogFieldText::tr("Added by you");
    case RowOrigin::Fetched:
        return CatalogFieldText::tr("Updated from a price source");
    }
    return {};
}

QString displayText(const FieldSpec& field, const std::string& value)
{
    switch (field.kind) {
    case FieldKind::Number:
        if (const auto number = cNumber(value))
            return QLocale().toString(*number, 'f', QLocale::FloatingPointShortest);
        break;
    case FieldKind::Integer:
    case FieldKind::Identifier:
        if (const auto number = cNumber(value))
            return QLocale().toString(qint64(*number));
        break;
    case FieldKind::Boolean:
        // Empty reads as no, as the CSV import does; text that is neither stays visible as typed.
        if (const auto flag = value.empty() ? std::optional(false) : catalog_text::parseBool(value))
            return *flag ? CatalogFieldText::tr("Yes") : CatalogFieldText::tr("No");
        break;
    case FieldKind::Choice:
        return choiceLabel(value);
    case FieldKind::Text:
    case FieldKind::GpuName:
    case FieldKind::ProviderName:
        break;
    }
    return QString::fromStdString(value);
}

QVariant sortValue(const FieldSpec& field, const std::string& value)
{
    if (field.kind == FieldKind::Number || field.kind == FieldKind::Integer || field.kind == FieldKind::Identifier) {
        // Unknown numbers sort below every known one.
        const auto number = cNumber(value);
        return number ? *number : -1.0;
    }
    return displayText(field, value);
}

std::string fileText(const FieldSpec& field, const QString& typed)
{
    const QString text = typed.trimmed();
    if (field.kind != FieldKind::Number && field.kind != FieldKind::Integer)
        return text.toStdString();
    if (text.isEmpty())
        return {};
    // A Turkish "1.234" would otherwise read as 1234: group separators are not accepted, and a point typed in a
    // comma locale is read as the decimal point it almost always is.
    QLocale locale;
    locale.setNumberOptions(QLocale::RejectGroupSeparator);
    bool ok = false;
    const double number = locale.toDouble(text, &ok);
    if (!ok) {
        const double c = QLocale::c().toDouble(text, &ok);
        if (!ok)
            return text.toStdString();
        return QString::number(c, 'g', 15).toStdString();
    }
    return QString::number(number, 'g', 15).toStdString();
}

} // namespace tunefit::ui
