#pragma once

// Tunes glibc's allocator for large designs from inside the process, before anything is allocated: the heap
// grows 64 MB at a time (M_TOP_PAD) instead of 128 KiB, so loading a 20,000-device floor takes its memory
// from the kernel in a few hundred steps rather than tens of thousands (docs/analysis.md, "Speed"). No
// environment variable is set and the program is not started again, so nothing leaks into the programs
// the window starts. Off glibc it does nothing.
void tuneAllocator();
