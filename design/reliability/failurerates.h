#pragma once

#include "model/goodputsettings.h"

#include <QList>
#include <QString>

// Interruption rates of a training job per part (docs/reliability.md, "Failure model"), from published
// field data:
// - Meta's Llama 3 405B pre-training, 16,384 H100 GPUs in 2,048 eight-GPU servers for 54 days: 419
//   unexpected interruptions by root cause ("The Llama 3 Herd of Models", arXiv 2407.21783, 3.3.4 and
//   Table 5). A class's rate is its count over the parts Meta counted it against: GPUs, the servers'
//   compute NICs (one per GPU), CPUs (two per server, as published), and, where Meta publishes no count
//   (PSUs, DIMMs, SSDs), those of an eight-GPU H100 server like the DGX H100 (an estimate).
// - Network links and switches from Alibaba's HPN fleet (Qian et al., "Alibaba HPN", SIGCOMM 2024, 2.3):
//   0.057% of NIC-ToR links fail each month, 0.051% of ToR switches crash. Over the links and switches of
//   Meta's 24K-GPU RoCE fabric that a 16K job uses (about 35,000 and 1,100) these give the 35 network
//   interruptions of Table 5 within 10%, an independent check.
// A job is interrupted by any failure of its parts (a series system, as Kokolis et al. 2024 model it).

enum class FailureClass {
    Gpu,        // faulty GPU (incl. NVLink), silent data corruption, thermal interface and sensor
    Hbm,        // GPU HBM memory
    GpuSram,    // GPU SRAM and GPU system processor
    Nic,        // the compute NICs
    Switch,     // network switches
    Link,       // cables with their optics
    Psu,        // power supplies
    HostMemory, // system memory (DIMMs)
    Ssd,        // the nodes' SSDs
    Cpu,        // host CPUs
    Host,       // server chassis, IO expansion board, unplanned host maintenance
    Software,   // software bugs, dependencies, NCCL watchdog timeouts
};

enum class FailureUnit { Gpu, Nic, Switch, Link, Psu, Dimm, Ssd, Cpu, Node };

struct FailureRate {
    FailureClass failureClass;
    FailureUnit unit;
    double perUnitDay = 0;  // interruptions per part per day
    double llama3Count = 0; // Table 5's count for the class (network: switches and cables together)
    bool takesNode = false; // the node goes to repair (hardware of the node); else restart in place
    bool estimated = false; // the denominator is an estimate (no published part count)
};

// Every class, in Table 5's order of size. Rates of the Llama 3 run (FailureData::Llama3).
const QList<FailureRate>& failureRates();
const FailureRate& failureRate(FailureClass failureClass);

// The factor the Llama 3 rates are scaled by for other field data: Kokolis et al. 2024 ("Revisiting
// Reliability in Large-Scale Machine Learning Research Clusters", arXiv 2410.21680) measured 6.50 (RSC-1)
// and 2.34 (RSC-2) failures per 1000 node-days on Meta's A100 research clusters, against the Llama 3 run's
// 419 / (2,048 x 54) = 3.79; the shares stay Table 5's.
double failureDataScale(FailureData data);
double failuresPer1000NodeDays(FailureData data);

// Translated names ("GPU", "HBM", ...) and the data's name ("Llama 3 405B (H100, 2024)").
QString failureClassName(FailureClass failureClass);
QString failureDataTitle(FailureData data);

// The Llama 3 run's figures the rates come from.
namespace Llama3Run {
inline constexpr int kGpus = 16384;
inline constexpr int kNodes = 2048;
inline constexpr double kDays = 54;
inline constexpr int kUnexpected = 419;
inline constexpr int kPlanned = 47;
} // namespace Llama3Run
