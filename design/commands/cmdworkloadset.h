#pragma once

#include "commands/cmdoptionalset.h"

// Sets (or removes) the design's workload: one undo step per edit of the Workload tab.
using CmdWorkloadSet = CmdOptionalSet<Workload, &Design::workload, CommandId::WorkloadSet>;
