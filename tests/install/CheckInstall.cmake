# Installs BUILD_DIR as a package build does (`DESTDIR=ROOT cmake --install BUILD_DIR --prefix /usr`) into an emptied
# ROOT and checks the tree: exactly the expected files, the binary runs from there and says VERSION, the launcher entry
# and the AppStream metadata validate and name what was installed, and the man page formats without a warning and
# documents every command the binary lists. The validators are Debian's desktop-file-utils and appstream; without
# them the test says SKIPPED (the test's SKIP_REGULAR_EXPRESSION) after every other check has passed.
cmake_minimum_required(VERSION 3.22) # today's policies in script mode (CMP0054: quoted names are strings)
include(${CMAKE_CURRENT_LIST_DIR}/ExpectedFiles.cmake)
set(usr "${ROOT}/usr")
file(REMOVE_RECURSE "${ROOT}")
set(ENV{DESTDIR} "${ROOT}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix /usr RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE out)
unset(ENV{DESTDIR})
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}")
endif()

# The whole tree, not only the expected files: anything outside /usr or not on the list is an error too.
file(GLOB_RECURSE installed RELATIVE "${usr}" "${ROOT}/*")
file(GLOB outside RELATIVE "${ROOT}" "${ROOT}/*")
list(SORT installed)
if(NOT outside STREQUAL "usr" OR NOT installed STREQUAL TUNEFIT_INSTALLED_FILES)
    string(REPLACE ";" "\n  " got "${installed}")
    string(REPLACE ";" "\n  " want "${TUNEFIT_INSTALLED_FILES}")
    message(FATAL_ERROR "installed under ${ROOT}: ${outside}, under usr:\n  ${got}\nexpected usr only, with:\n  ${want}")
endif()

# The installed binary runs (no build-tree RUNPATH needed) and is this version. English whatever the system language.
set(ENV{LC_ALL} C.UTF-8)
execute_process(COMMAND "${usr}/bin/tunefit" --version RESULT_VARIABLE rc OUTPUT_VARIABLE version ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT version STREQUAL "tunefit ${VERSION}\n")
    message(FATAL_ERROR "usr/bin/tunefit --version: exit ${rc}, '${version}' (expected 'tunefit ${VERSION}')\n${err}")
endif()
execute_process(COMMAND "${usr}/bin/tunefit" --help RESULT_VARIABLE rc OUTPUT_VARIABLE help ERROR_VARIABLE err)
# The command list: the lines "  NAME" between "Commands:" and the next empty line.
string(REGEX MATCH "\nCommands:\n(  [a-z-]+\n)+" listed "${help}")
string(REGEX MATCHALL "[a-z-]+\n" commands "${listed}")
list(LENGTH commands command_count)
if(NOT rc EQUAL 0 OR command_count LESS 5)
    message(FATAL_ERROR "usr/bin/tunefit --help: exit ${rc}, ${command_count} commands listed:\n${help}${err}")
endif()

# The man page: formats without a warning (groff -ww) and has a section for each listed command (.SS NAME).
execute_process(COMMAND gzip -dc "${usr}/share/man/man1/tunefit.1.gz" OUTPUT_VARIABLE man RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "share/man/man1/tunefit.1.gz is not gzip data")
endif()
string(REPLACE "\\-" "-" man "${man}") # roff's hyphen: ".SS export\-config" is the section of export-config
foreach(command IN LISTS commands)
    string(STRIP "${command}" command)
    string(FIND "${man}" "\n.SS ${command}\n" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "tunefit.1 has no section '.SS ${command}' for a command that --help lists")
    endif()
endforeach()
find_program(GROFF groff)
if(GROFF)
    execute_process(COMMAND gzip -dc "${usr}/share/man/man1/tunefit.1.gz"
                    COMMAND "${GROFF}" -man -Tutf8 -ww -z RESULT_VARIABLE rc ERROR_VARIABLE warnings)
    if(NOT rc EQUAL 0 OR NOT warnings STREQUAL "")
        message(FATAL_ERROR "groff -man -ww on tunefit.1: exit ${rc}\n${warnings}")
    endif()
endif()

# The launcher starts the installed binary and shows the installed icon; the metainfo names the installed launcher.
set(desktop_file "${usr}/share/applications/io.github.tunefit.Tunefit.desktop")
set(metainfo_file "${usr}/share/metainfo/io.github.tunefit.Tunefit.metainfo.xml")
file(READ "${desktop_file}" desktop)
file(READ "${metainfo_file}" metainfo)
foreach(needle "\nExec=tunefit %f\n" "\nTryExec=tunefit\n" "\nIcon=tunefit\n" "\nType=Application\n")
    string(FIND "${desktop}" "${needle}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the desktop file lacks the line ${needle}")
    endif()
endforeach()
foreach(needle "<id>io.github.tunefit.Tunefit</id>"
               "<launchable type=\"desktop-id\">io.github.tunefit.Tunefit.desktop</launchable>"
               "<binary>tunefit</binary>")
    string(FIND "${metainfo}" "${needle}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the metainfo lacks ${needle}")
    endif()
endforeach()
# Nothing online in it: a software centre would fetch screenshot or link URLs (the app never reads the file).
if(metainfo MATCHES "https?://")
    message(FATAL_ERROR "the metainfo names an online resource: ${CMAKE_MATCH_0}")
endif()

set(missing "")
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(APPSTREAMCLI appstreamcli)
if(DESKTOP_FILE_VALIDATE)
    execute_process(COMMAND "${DESKTOP_FILE_VALIDATE}" "${desktop_file}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                    ERROR_VARIABLE out)
    if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
        message(FATAL_ERROR "desktop-file-validate: exit ${rc}\n${out}")
    endif()
else()
    list(APPEND missing desktop-file-validate)
endif()
if(APPSTREAMCLI)
    # --no-net: the test never goes online either. --strict: errors, warnings and infos fail; pedantic hints do not.
    execute_process(COMMAND "${APPSTREAMCLI}" validate --no-net --strict "${metainfo_file}" RESULT_VARIABLE rc
                    OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "appstreamcli validate: exit ${rc}\n${out}")
    endif()
else()
    list(APPEND missing appstreamcli)
endif()
if(missing)
    message(STATUS "SKIPPED: not installed: ${missing} (scripts/setup-debian.sh installs them)")
else()
    message(STATUS "installed into ${ROOT}/usr, and validated: ${TUNEFIT_INSTALLED_FILES}")
endif()
