# The .deb (CPack's DEB generator), from the same install rules as `cmake --install`. Included from the top-level
# CMakeLists.txt after every folder, so that the CPack configuration sees the whole project. Build it with
# scripts/build-deb.sh, or `cpack -G DEB` in a configured and built build folder.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME tunefit)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# tunefit_<version>_<arch>.deb, with the architecture from `dpkg --print-architecture` (CPack's default when dpkg is
# present; see CPACK_DEBIAN_PACKAGE_ARCHITECTURE).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The control file's Description: the summary line, then the long text in lines of at most 80 characters, as
# Debian policy §5.6.13 asks (CPack indents them and writes the empty line as " .").
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "fine-tuning GPU memory, time and cost planner")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "Will this fine-tuning job fit on that GPU, how long will it run, and which\n"
    "provider gives the best result for the money? Tunefit estimates the per-GPU\n"
    "memory of a fine-tuning run component by component, checks the estimate\n"
    "against published measurements, predicts training throughput, and matches\n"
    "jobs to GPUs and priced cloud offers from an editable local catalog.\n"
    "\n"
    "The same program is a desktop application and a command line (estimate, fit,\n"
    "plan, report, import, catalog), in English, Hindi and Turkish.")
# No Homepage field: the project has no published home yet, and a made-up address would be worse than none.

# Maintainer: whoever builds the package, decided when cpack runs (CPackMaintainer.cmake), never a made-up address.
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/CPackMaintainer.cmake)

# Depends: dpkg-shlibdeps reads the libraries the stripped binary really links (Qt 6 Core/Gui/Widgets/Sql/Network/
# Charts, yaml-cpp, libstdc++, ...) and writes each with the minimum version its symbols need, so the list cannot
# drift from the build, and a build against another Qt or yaml-cpp names that one. A hand-written list would have to
# be kept in step with every target_link_libraries and every Debian soname change (libyaml-cpp0.7 → 0.8).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What dpkg-shlibdeps cannot see, because Qt loads it at run time: the SQLite driver plugin the catalog is stored with.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Qt's own strings (file dialogs, buttons) in Turkish; Devanagari glyphs for the Hindi window and PDF reports.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-core")
# A team catalog on a PostgreSQL server (--catalog postgresql://...).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libqt6sql6-psql")
# Packages carry stripped binaries (Debian policy §10.1); the build folder keeps its debugging information.
set(CPACK_STRIP_FILES ON)
include(CPack)
