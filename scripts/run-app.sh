#!/bin/sh
# Builds Tunefit and launches the desktop app on its bundled default catalog.
set -eu
cd "$(dirname "$0")/.."
./scripts/build.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found: starting Tunefit inside a virtual X server (xvfb-run)." >&2
  exec xvfb-run -a ./build/app/tunefit "$@"
fi
exec ./build/app/tunefit "$@"
