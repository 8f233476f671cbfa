# SPDX-License-Identifier: GPL-3.0-or-later
# Compiler flags of the sanitizer build (TUNEFIT_SANITIZE, scripts/sanitizer-build.sh): one clang build whose test suite
# runs under AddressSanitizer + UndefinedBehaviorSanitizer (scripts/run-sanitizers.sh) and whose libFuzzer binaries
# fuzz the parsers (scripts/run-fuzz.sh), so CI compiles the project twice, not three times (issue 30).
# Included from the top-level CMakeLists.txt before any target is defined. Every check is fatal
# (-fno-sanitize-recover=all): a report that only prints would pass CI.

# Precompiled headers (the Qt and GoogleTest headers every file of a target parses): the sanitizer build's compile time
# is most of CI's (issue 30). Off elsewhere: GCC 12 reports -Warray-bounds false positives through some precompiled
# headers, which the warnings-as-errors build would refuse.
option(TUNEFIT_PCH "Precompile the common headers of each target (the sanitizer build sets it)" OFF)
function(tunefit_precompile target)
    if(TUNEFIT_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# libFuzzer needs clang: a clang sanitizer build also builds the fuzz targets' libFuzzer binaries (tests/fuzz).
set(TUNEFIT_FUZZ OFF)
if(TUNEFIT_SANITIZE AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    set(TUNEFIT_FUZZ ON)
endif()

# tunefit_fuzz_instrument(<target>): libFuzzer's coverage on the code the fuzz targets reach (the core and the targets'
# own sources), and a check the fuzzers add to -fsanitize=undefined there: an implicit narrowing that changes a signed
# value, since a count silently wrapped into an int is nonsense shown to the user. Unsigned wrap-around
# (-fsanitize=integer's other half) stays allowed: hashes rely on it. Only there: the widgets' code narrows Qt's
# qsizetype to int by design.
function(tunefit_fuzz_instrument target)
    if(TUNEFIT_FUZZ)
        target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link
            -fsanitize=implicit-signed-integer-truncation
            -fsanitize-ignorelist=${PROJECT_SOURCE_DIR}/tests/sanitizers/fuzz-ignorelist.txt)
    endif()
endfunction()

if(NOT TUNEFIT_SANITIZE)
    return()
endif()

# GCC's and clang's -fsanitize=undefined leave out float-cast-overflow (a double too large for its int is UB and
# gives nonsense counts); name it explicitly.
set(tunefit_sanitizers -fsanitize=address,undefined,float-cast-overflow)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC documents that -fsanitize makes -Wmaybe-uninitialized report false positives (here inside <regex>).
    add_compile_options(-Wno-maybe-uninitialized)
endif()
add_compile_options(${tunefit_sanitizers} -fno-sanitize-recover=all -fno-omit-frame-pointer)
add_link_options(${tunefit_sanitizers})
