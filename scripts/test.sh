#!/usr/bin/env bash
# The test command: installs what is missing, builds everything (warnings are errors), runs every test.
# X tests start their own private X servers; no DISPLAY is needed or used.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/install-deps.sh
unset DISPLAY
swift build --build-tests
# Suites share process-wide UIKit state (the application, the media clock, the animation engine, X error
# handlers), so they run one after another: parallel suites would observe each other's frames.
swift test --skip-build --no-parallel "$@"
