#!/usr/bin/python3
"""Prints the accessibility tree of a running app as a screen reader sees it through AT-SPI: one line per element
with its role, name, value, states and screen extents, indented by depth.

    scripts/print-accessibility-tree.py gallery          # the app's process name
    scripts/print-accessibility-tree.py                  # every app on the accessibility bus

Needs python3-pyatspi (scripts/install-deps.sh) and the desktop's accessibility bus (any GNOME or KDE session has one;
elsewhere start /usr/libexec/at-spi-bus-launcher --launch-immediately first)."""
import sys

import pyatspi


def value_of(node):
    try:
        return " = %g" % node.queryValue().currentValue
    except NotImplementedError:
        pass
    try:
        text = node.queryText()
        return " = %r" % text.getText(0, -1)
    except NotImplementedError:
        return ""


def show(node, depth):
    states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
    try:
        x, y, w, h = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        extents = " (%d,%d %dx%d)" % (x, y, w, h)
    except NotImplementedError:
        extents = ""
    print("%s%s %r%s%s [%s]" % ("  " * depth, node.getRoleName(), node.name, value_of(node), extents, " ".join(states)))
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            show(child, depth + 1)


def main():
    wanted = sys.argv[1] if len(sys.argv) > 1 else None
    desktop = pyatspi.Registry.getDesktop(0)
    shown = 0
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and (wanted is None or app.name == wanted):
            show(app, 0)
            shown += 1
    if wanted and not shown:
        sys.exit("no application named %r on the accessibility bus" % wanted)


main()
