// SPDX-License-Identifier: GPL-3.0-or-later
#include "present/JobSession.h"

#include "core/catalog/BundledCatalog.h"

#include <QDate>

namespace tunefit::present {

JobSession::JobSession(QObject* parent)
    : QObject(parent), m_catalog(std::make_shared<const Catalog>(bundledCatalog())),
      m_evaluation(std::make_shared<const Evaluation>())
{
    m_request.withWhatIf = true;
}

void JobSession::setJob(const Job& job, const QString& selectedGpu)
{
    m_job = job;
    m_request.selectedGpu = selectedGpu.toStdString();
    reevaluate();
}

void JobSession::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = catalog ? std::move(catalog) : std::make_shared<const Catalog>(bundledCatalog());
    reevaluate();
}

void JobSession::setJobAndCatalog(const Job& job, const QString& selectedGpu, std::shared_ptr<const Catalog> catalog)
{
    m_job = job;
    m_request.selectedGpu = selectedGpu.toStdString();
    m_catalog = catalog ? std::move(catalog) : std::make_shared<const Catalog>(bundledCatalog());
    reevaluate();
}

void JobSession::setRankBy(RankBy by)
{
    if (by == m_request.rankBy)
        return;
    m_request.rankBy = by;
    reevaluate();
}

void JobSession::setWhatIf(SweepAxis axis, const QStringList& comparedGpus)
{
    std::vector<std::string> gpus;
    for (const QString& name : comparedGpus)
        gpus.push_back(name.toStdString());
    if (axis == m_request.whatIfAxis && gpus == m_request.whatIfGpus)
        return;
    m_request.whatIfAxis = axis;
    m_request.whatIfGpus = std::move(gpus);
    reevaluate();
}

void JobSession::setToday(const QString& isoDate)
{
    m_today = isoDate;
    reevaluate();
}

void JobSession::setUseCalibrations(bool use)
{
    if (m_request.useCalibrations == use)
        return;
    m_request.useCalibrations = use;
    reevaluate();
}

void JobSession::reevaluate()
{
    m_request.today = (m_today.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : m_today).toStdString();
    m_evaluation = std::make_shared<const Evaluation>(evaluate(m_job, *m_catalog, m_request));
    ++m_count;
    emit evaluated();
}

} // namespace tunefit::present
