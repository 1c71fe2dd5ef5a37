#pragma once

// QUndoCommand::id() values of the commands that merge (unique within the design's undo stack).
enum class CommandId { DeviceMove = 1, PropertyEdit = 2, WorkloadSet = 3, HallSet = 45, HallUnitMove = 46 };
