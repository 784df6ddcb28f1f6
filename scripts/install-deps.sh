#!/usr/bin/env bash
# Installs the Debian packages the project builds, tests and runs with. Safe to repeat: when everything is
# already installed it does nothing (no apt-get update, no network).
set -euo pipefail

packages=(
  pkg-config
  libx11-dev libxrender-dev libxi-dev libxrandr-dev libxinerama-dev libxext-dev libxtst-dev libxres-dev
  libxkbcommon-dev   # compose sequences and dead keys (the locale's Compose table)
  libxfixes-dev      # selection-owner notifications: another client's copy moves UIPasteboard.changeCount
  libxcursor-dev     # pointer shapes from the desktop's cursor theme (adwaita-icon-theme's cursors)
  libibus-1.0-dev    # input methods through IBus (CJK input and the like)
  ibus               # the tests' private IBus daemon and its xkb engines
  libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev fonts-dejavu-core
  librsvg2-dev        # SVG drawing: UIImage(systemName:) draws the icon theme's symbolic icons
  libpoppler-glib-dev # PDF drawing: the port tool renders an Xcode project's PDF image sets to PNGs
  libhyphen-dev hyphen-en-us  # hyphenation points of words (NSParagraphStyle.hyphenationFactor), US English patterns
  adwaita-icon-theme  # the symbolic icons Resources/SymbolTable.txt maps SF Symbol names to
  libxml2   # FoundationXML's parser: .xib files and XML property lists
  xvfb x11-xserver-utils
  tigervnc-standalone-server xserver-xorg-core xserver-xorg-video-dummy
  gcc xserver-xorg-dev
  python3-kiwisolver  # the Auto Layout benchmark's peer (kiwi, a C++ Cassowary solver)
  python3-gi gir1.2-gtk-4.0  # GTK 4 through PyGObject: the table benchmark's GtkListView, the XDND tests' GTK peer
  python3-pyqt6  # Qt 6 (with its xcb platform plugin) through PyQt6: the XDND tests' Qt peer
  python3-pyatspi gir1.2-atspi-2.0  # the accessibility tests' AT-SPI client, beside at-spi2-core's bus launcher
  at-spi2-core dbus-daemon libglib2.0-dev  # the accessibility bus for those tests; GDBus for the bridge
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    echo "note: swift is at /opt/swift/usr/bin; add it to PATH" >&2
  else
    echo "error: the Swift 6 toolchain is required (swift not found on PATH)" >&2
    exit 1
  fi
fi
