// Nothing: the target that makes a layer's tests' precompiled header (tests/CMakeLists.txt, CW_PCH).
