# SPDX-License-Identifier: GPL-3.0-or-later
# Compiler flags of the sanitizer build (TUNEFIT_SANITIZE, scripts/run-sanitizers.sh) and the libFuzzer build
# (TUNEFIT_FUZZ, scripts/run-fuzz.sh). Included from the top-level CMakeLists.txt before any target is defined.
# Every check is fatal (-fno-sanitize-recover=all): a report that only prints would pass CI.

# Precompiled headers (the Qt and GoogleTest headers every file of a target parses): the sanitizer build's compile time
# is most of CI's (issue 30). Off elsewhere: GCC 12 reports -Warray-bounds false positives through some precompiled
# headers, which the warnings-as-errors build would refuse.
option(TUNEFIT_PCH "Precompile the common headers of each target (the sanitizer build sets it)" OFF)
function(tunefit_precompile target)
    if(TUNEFIT_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

if(NOT TUNEFIT_SANITIZE AND NOT TUNEFIT_FUZZ)
    return()
endif()

# GCC's and clang's -fsanitize=undefined leave out float-cast-overflow (a double too large for its int is UB and
# gives nonsense counts); name it explicitly.
set(tunefit_sanitizers -fsanitize=address,undefined,float-cast-overflow)

if(TUNEFIT_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "TUNEFIT_FUZZ needs clang (libFuzzer): configure with CC=clang-16 CXX=clang++-16")
    endif()
    # Beyond -fsanitize=undefined (signed overflow, shifts, division by zero): an implicit narrowing that changes a
    # signed value, since a count silently wrapped into an int is nonsense shown to the user. Unsigned wrap-around
    # (-fsanitize=integer's other half) stays allowed: hashes rely on it.
    list(APPEND tunefit_sanitizers -fsanitize=implicit-signed-integer-truncation
         -fsanitize-ignorelist=${CMAKE_CURRENT_LIST_DIR}/fuzz-ignorelist.txt)
    # Coverage instrumentation for libFuzzer everywhere; the fuzz targets link -fsanitize=fuzzer (its main).
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()

if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC documents that -fsanitize makes -Wmaybe-uninitialized report false positives (here inside <regex>).
    add_compile_options(-Wno-maybe-uninitialized)
endif()
add_compile_options(${tunefit_sanitizers} -fno-sanitize-recover=all -fno-omit-frame-pointer)
add_link_options(${tunefit_sanitizers})
