#pragma once

// Starts the program again with glibc's allocator tuned for large designs, once, before anything else runs:
// transparent huge pages for the heap and a 64 MB top pad. On a 20,000-device floor the allocator otherwise
// takes memory from the kernel 4 KiB at a time and page faults are a third of `check --json`
// (docs/analysis.md, "Speed"). Does nothing when GLIBC_TUNABLES is already set (the user's or ours), off
// glibc/Linux, or when the program cannot be found again; the program then simply runs untuned.
void restartWithTunedAllocator(char* argv[]);
