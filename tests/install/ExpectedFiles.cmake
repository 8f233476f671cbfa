# Every file an install puts under the prefix, relative to it: nothing missing, nothing more (a stray install rule of
# a static library or a test would show up here). Shared by CheckInstall.cmake and CheckDeb.cmake, so the .deb is held
# to the same tree as `cmake --install`.
set(TUNEFIT_INSTALLED_FILES
    bin/tunefit
    share/applications/io.github.tunefit.Tunefit.desktop
    share/metainfo/io.github.tunefit.Tunefit.metainfo.xml
    share/icons/hicolor/scalable/apps/tunefit.svg
    share/icons/hicolor/48x48/apps/tunefit.png
    share/icons/hicolor/128x128/apps/tunefit.png
    share/icons/hicolor/256x256/apps/tunefit.png
    share/man/man1/tunefit.1.gz
    share/doc/tunefit/copyright
    share/doc/tunefit/README.md
    share/doc/tunefit/LICENSE.md
    share/doc/tunefit/COPYING
    share/doc/tunefit/docs/estimation.md
    share/doc/tunefit/docs/planning.md)
list(SORT TUNEFIT_INSTALLED_FILES)
