#include "cli/memorytuning.h"

#include <cstdlib>

#if defined(__linux__) && defined(__GLIBC__)
#include <unistd.h>
#endif

void restartWithTunedAllocator(char* argv[]) {
#if defined(__linux__) && defined(__GLIBC__)
    if (std::getenv("GLIBC_TUNABLES"))
        return;
    // hugetlb=1: malloc marks its heap for transparent huge pages (madvise); top_pad: grow it 64 MB at a
    // time.
    if (setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864", 0) != 0)
        return;
    execv("/proc/self/exe", argv);
    // Not restarted: run as we are (the variable stays set, so a child does not try again).
#else
    (void)argv;
#endif
}
