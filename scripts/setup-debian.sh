#!/bin/sh
# Installs the Debian 12 packages Tunefit needs to build, test and run, only when one is missing.
set -eu
PACKAGES="cmake ninja-build g++ pkg-config
qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqt6sql6-sqlite libqt6sql6-psql postgresql qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
qt6-translations-l10n libgl-dev libvulkan-dev libxkbcommon-dev
googletest libgtest-dev libgmock-dev libbenchmark-dev libyaml-cpp-dev
fonts-noto-core poppler-utils xvfb xauth desktop-file-utils appstream dpkg-dev
clang-14 libclang-rt-14-dev lld-14"
missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
