#include "storage/checkpointsize.h"

#include "workload/trainingmemory.h"

#include <algorithm>

CheckpointSize checkpointSize(const ModelSpec& model, const TrainingSetup& setup, int gpus,
                              bool keepGradients) {
    const StateBytes bytes = stateBytesPerParameter(setup.precision, setup.optimizer);
    CheckpointSize size;
    size.weightsBytes = model.parameters * bytes.weights;
    size.optimizerBytes = model.parameters * bytes.optimizer;
    size.gradientsBytes = keepGradients ? model.parameters * bytes.gradients : 0;
    const MemoryBreakdown held = trainingMemory(model, setup);
    size.stateBytesPerGpu = held.parameters + held.optimizer + (keepGradients ? held.gradients : 0);
    size.gpus = std::max(1, gpus);
    return size;
}
