#!/usr/bin/python3
"""Listens while the test opens the gallery's menu bar with F10 (it waits for the "listening" line), then prints the
focus events heard and the open menu's rows as AT-SPI describes them, for GalleryAccessibilityMenuTests."""
import sys
import time

import pyatspi
from gi.repository import GLib

APP = sys.argv[1] if len(sys.argv) > 1 else "gallery"
events = []


def out(*parts):
    print("|".join(str(p) for p in parts), flush=True)


def pump(seconds):
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


def walk(node):
    yield node
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child)


def on_event(event):
    if event.detail1 == 1 and event.source is not None:
        events.append((event.source.getRoleName(), event.source.name))


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    app = None
    for _ in range(200):
        app = next((a for a in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)) if a and a.name == APP), None)
        if app is not None:
            break
        time.sleep(0.1)
    if app is None:
        out("no-app")
        return
    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused")
    pump(0.3)
    out("listening")
    pump(2)
    for role, name in events:
        out("focus", role, name)
    menu = next((node for node in walk(app) if node.getRoleName() == "menu"), None)
    if menu is None:
        out("no-menu")
    else:
        for row in menu:
            action = row.queryAction() if row.getRoleName() not in ("separator",) else None
            binding = action.getKeyBinding(0) if action is not None and action.nActions > 0 else ""
            states = row.getState()
            out("row", row.getRoleName(), row.name, binding, states.contains(pyatspi.STATE_ENABLED),
                states.contains(pyatspi.STATE_CHECKED))
    out("done")


main()
