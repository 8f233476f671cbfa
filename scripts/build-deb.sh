#!/bin/sh
# Builds the Debian package of Tunefit: build/tunefit_<version>_<arch>.deb (CPack's DEB generator; the settings are in
# packaging/Packaging.cmake). Install it with `sudo apt install ./build/tunefit_*.deb`, which also installs the
# Qt 6 libraries it depends on.
#
# The package's Maintainer field names whoever builds it: TUNEFIT_DEB_MAINTAINER="Name <address>", else
# $DEBFULLNAME <$DEBEMAIL> (as for dch), else the building account at this host (packaging/CPackMaintainer.cmake).
set -eu
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
# The same configuration as scripts/build.sh, so both share one build folder.
if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_COMPILE_WARNING_AS_ERROR=ON
fi
# Only what the package holds: the binary and the compressed man page (not the tests).
cmake --build build -j2 --target tunefit tunefit_man_page
(cd build && cpack -G DEB)
ls -l build/tunefit_*.deb
