#include "cli/allocatortuning.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void tuneAllocator() {
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
#endif
}
