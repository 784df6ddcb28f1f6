#!/usr/bin/python3
"""Listens while the test opens the gallery's menu bar with F10 (it waits for the "listening" line), then prints the
focus events heard and the open menu's rows as AT-SPI describes them, for GalleryAccessibilityMenuTests."""
import pyatspi

from probe_common import find_app, out, pump, walk

events = []


def on_event(event):
    if event.detail1 == 1 and event.source is not None:
        events.append((event.source.getRoleName(), event.source.name))


def main():
    app = find_app()
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
