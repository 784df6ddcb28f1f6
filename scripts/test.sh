#!/usr/bin/env bash
# The test command: installs what is missing, builds everything (warnings are errors), runs every test.
# X tests start their own private X servers; no DISPLAY is needed or used.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/install-deps.sh
unset DISPLAY
swift build --build-tests
swift test --skip-build "$@"
