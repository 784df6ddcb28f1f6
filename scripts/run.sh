#!/usr/bin/env bash
# The main job. With DISPLAY set: a sample app in a window on your desktop (the gallery unless you name another:
# scripts/run.sh touch-canvas | presenter | gallery | hello-layers | resources-sample | scene-template). Without DISPLAY: a private X server with two
# monitors, a scripted tour of every app on it (XTest input, the external monitor plugged and unplugged), and a
# screenshot of each step written to a folder printed at the end (scripts/run.sh [FOLDER], default screenshots).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/install-deps.sh
apps=(gallery touch-canvas presenter hello-layers resources-sample scene-template)
for product in "${apps[@]}" screenshot-tour; do swift build --product "$product"; done
bin="$(swift build --show-bin-path)"
if [ -n "${DISPLAY:-}" ]; then
  app="${1:-gallery}"
  case " ${apps[*]} " in
    *" $app "*) exec "$bin/$app" "${@:2}" ;;
    *) echo "run.sh: no app named $app; pick one of: ${apps[*]}" >&2; exit 2 ;;
  esac
else
  exec "$bin/screenshot-tour" --apps "$bin" --output "${1:-screenshots}"
fi
