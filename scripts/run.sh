#!/usr/bin/env bash
# The main job. With DISPLAY set: the sample app in a window on your desktop. Without: a private X server with two
# monitors, the sample app on it, and screenshots written to a folder printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/install-deps.sh
swift build --product hello-layers
swift build --product screenshot-tour
bin="$(swift build --show-bin-path)"
if [ -n "${DISPLAY:-}" ]; then
  exec "$bin/hello-layers"
else
  exec "$bin/screenshot-tour" --app "$bin/hello-layers" --output "${1:-screenshots}"
fi
