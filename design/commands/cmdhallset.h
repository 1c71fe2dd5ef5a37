#pragma once

#include "commands/cmdoptionalset.h"

// Sets (or removes) the design's hall: one undo step per edit of the Facility section.
using CmdHallSet = CmdOptionalSet<Hall, &Design::hall, CommandId::HallSet>;
