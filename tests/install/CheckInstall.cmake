# Runs `cmake --install BUILD_DIR --prefix PREFIX` into an emptied PREFIX and checks each installed file. The desktop
# file is also checked with desktop-file-validate where it is installed (Debian: desktop-file-utils).
include(GNUInstallDirs)
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}" RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}")
endif()

set(expected
    "${CMAKE_INSTALL_BINDIR}/tunefit"
    "${CMAKE_INSTALL_DATADIR}/applications/io.github.tunefit.Tunefit.desktop"
    "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps/tunefit.svg"
    "${CMAKE_INSTALL_DATADIR}/icons/hicolor/48x48/apps/tunefit.png"
    "${CMAKE_INSTALL_DATADIR}/icons/hicolor/128x128/apps/tunefit.png"
    "${CMAKE_INSTALL_DATADIR}/icons/hicolor/256x256/apps/tunefit.png")
foreach(path IN LISTS expected)
    if(NOT EXISTS "${PREFIX}/${path}")
        message(FATAL_ERROR "not installed: ${path}\ncmake --install said:\n${out}")
    endif()
endforeach()

# The launcher starts `tunefit` and shows the icon named `tunefit`: the names must match the installed files.
file(READ "${PREFIX}/${CMAKE_INSTALL_DATADIR}/applications/io.github.tunefit.Tunefit.desktop" desktop)
foreach(line "Exec=tunefit %f" "Icon=tunefit" "Type=Application")
    string(FIND "${desktop}" "\n${line}\n" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the desktop file lacks the line ${line}")
    endif()
endforeach()

find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
if(DESKTOP_FILE_VALIDATE)
    execute_process(COMMAND "${DESKTOP_FILE_VALIDATE}"
                            "${PREFIX}/${CMAKE_INSTALL_DATADIR}/applications/io.github.tunefit.Tunefit.desktop"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "desktop-file-validate:\n${out}")
    endif()
endif()
message(STATUS "installed into ${PREFIX}: ${expected}")
