#include "reliability/failurerates.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

using namespace Llama3Run;

// Parts per server Meta does not publish, taken from an eight-GPU H100 server (DGX H100: six PSUs,
// 32 DIMMs, two M.2 and eight U.2 drives): estimates.
constexpr double kPsusPerNode = 6;
constexpr double kDimmsPerNode = 32;
constexpr double kSsdsPerNode = 10;
constexpr double kCpusPerNode = 2; // "eight GPUs and two CPUs" per Grand Teton server (3.3.1)
constexpr double kNicsPerNode = 8; // one 400 Gb/s NIC per GPU (3.3.2)

// Alibaba HPN (SIGCOMM 2024, 2.3), per month; a month of 365.25 / 12 days.
constexpr double kDaysPerMonth = 365.25 / 12;
constexpr double kLinkFailuresPerMonth = 0.057e-2;
constexpr double kSwitchFailuresPerMonth = 0.051e-2;

double perPartDay(double count, double partsPerNode) {
    return count / (kNodes * partsPerNode * kDays);
}

QList<FailureRate> makeRates() {
    const double perGpu = kGpus / double(kNodes);
    return {
        // Faulty GPU 148, silent data corruption 6, GPU thermal interface and sensor 6.
        {FailureClass::Gpu, FailureUnit::Gpu, perPartDay(160, perGpu), 160, true, false},
        {FailureClass::Hbm, FailureUnit::Gpu, perPartDay(72, perGpu), 72, true, false},
        {FailureClass::Software, FailureUnit::Gpu, perPartDay(63, perGpu), 63, false, false},
        // Network switch/cable: 35 in Table 5, rates from Alibaba HPN.
        {FailureClass::Link, FailureUnit::Link, kLinkFailuresPerMonth / kDaysPerMonth, 35, false, false},
        {FailureClass::Switch, FailureUnit::Switch, kSwitchFailuresPerMonth / kDaysPerMonth, 0, false, false},
        // Server chassis 2, IO expansion board 2, unplanned host maintenance 32.
        {FailureClass::Host, FailureUnit::Node, perPartDay(36, 1), 36, true, false},
        // GPU SRAM memory 19, GPU system processor 17.
        {FailureClass::GpuSram, FailureUnit::Gpu, perPartDay(36, perGpu), 36, true, false},
        {FailureClass::Nic, FailureUnit::Nic, perPartDay(7, kNicsPerNode), 7, true, false},
        {FailureClass::Ssd, FailureUnit::Ssd, perPartDay(3, kSsdsPerNode), 3, true, true},
        {FailureClass::Psu, FailureUnit::Psu, perPartDay(3, kPsusPerNode), 3, true, true},
        {FailureClass::Cpu, FailureUnit::Cpu, perPartDay(2, kCpusPerNode), 2, true, false},
        {FailureClass::HostMemory, FailureUnit::Dimm, perPartDay(2, kDimmsPerNode), 2, true, true},
    };
}

} // namespace

const QList<FailureRate>& failureRates() {
    static const QList<FailureRate> rates = makeRates();
    return rates;
}

const FailureRate& failureRate(FailureClass failureClass) {
    const QList<FailureRate>& rates = failureRates();
    return *std::find_if(rates.cbegin(), rates.cend(),
                         [&](const FailureRate& r) { return r.failureClass == failureClass; });
}

double failuresPer1000NodeDays(FailureData data) {
    switch (data) {
    case FailureData::Rsc1:
        return 6.50;
    case FailureData::Rsc2:
        return 2.34;
    case FailureData::Llama3:
        break;
    }
    return 1000.0 * kUnexpected / (kNodes * kDays);
}

double failureDataScale(FailureData data) {
    return failuresPer1000NodeDays(data) / failuresPer1000NodeDays(FailureData::Llama3);
}

QString failureClassName(FailureClass failureClass) {
    switch (failureClass) {
    case FailureClass::Gpu:
        return QCoreApplication::translate("Reliability", "GPU");
    case FailureClass::Hbm:
        return QCoreApplication::translate("Reliability", "GPU HBM memory");
    case FailureClass::GpuSram:
        return QCoreApplication::translate("Reliability", "GPU SRAM and system processor");
    case FailureClass::Nic:
        return QCoreApplication::translate("Reliability", "NIC");
    case FailureClass::Switch:
        return QCoreApplication::translate("Reliability", "Network switch");
    case FailureClass::Link:
        return QCoreApplication::translate("Reliability", "Cable and optic");
    case FailureClass::Psu:
        return QCoreApplication::translate("Reliability", "Power supply");
    case FailureClass::HostMemory:
        return QCoreApplication::translate("Reliability", "Host memory");
    case FailureClass::Ssd:
        return QCoreApplication::translate("Reliability", "SSD");
    case FailureClass::Cpu:
        return QCoreApplication::translate("Reliability", "CPU");
    case FailureClass::Host:
        return QCoreApplication::translate("Reliability", "Server chassis and host maintenance");
    case FailureClass::Software:
        return QCoreApplication::translate("Reliability", "Software");
    }
    return {};
}

QString failureDataTitle(FailureData data) {
    switch (data) {
    case FailureData::Rsc1:
        return QCoreApplication::translate("Reliability", "Meta RSC-1 (A100, 2024)");
    case FailureData::Rsc2:
        return QCoreApplication::translate("Reliability", "Meta RSC-2 (A100, 2024)");
    case FailureData::Llama3:
        break;
    }
    return QCoreApplication::translate("Reliability", "Llama 3 405B (H100, 2024)");
}
