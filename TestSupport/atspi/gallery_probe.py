#!/usr/bin/python3
"""Reads and works the gallery's Controls page through AT-SPI (pyatspi), as a screen reader does, and prints what it
found and heard, one fact per line, for GalleryAccessibilityTests. Run with the test's private session bus."""
import pyatspi

from probe_common import find_app, out, pump, walk_with_depth as walk

events = []


def describe(node):
    states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
    try:
        x, y, w, h = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    except NotImplementedError:
        x = y = w = h = 0
    return node.getRoleName(), node.name, ",".join(states), "%d,%d,%d,%d" % (x, y, w, h)


def first(app, role, name=None):
    for node, _ in walk(app):
        if node.getRoleName() == role and (name is None or node.name == name):
            return node
    return None


def on_event(event):
    source = event.source.name if event.source is not None else ""
    data = event.any_data if isinstance(event.any_data, (str, int, float)) else ""
    events.append((event.type, source, event.detail1, data))


def main():
    app = find_app()
    if app is None:
        out("no-app")
        return
    out("app", app.name, app.getRoleName(), app.childCount)
    for node, depth in walk(app):
        out("node", depth, *describe(node))
    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused", "object:property-change:accessible-value",
                                           "object:announcement", "object:text-changed")
    pump(0.5)

    advance = first(app, "push button", "Advance")
    out("action-names", ",".join(advance.queryAction().getName(i) for i in range(advance.queryAction().nActions)))
    out("advance", advance.queryAction().doAction(0))
    pump(0.3)

    slider = first(app, "slider")
    value = slider.queryValue()
    out("slider-range", value.minimumValue, value.maximumValue)
    value.currentValue = 0.8
    out("slider", round(slider.queryValue().currentValue, 2))
    pump(0.3)

    entry = first(app, "entry", "Your name")
    entry.queryEditableText().setTextContents("Ada")
    entry.queryEditableText().insertText(3, " Lovelace", 9)
    out("text", entry.queryText().getText(0, -1), entry.queryText().characterCount)
    pump(0.3)

    wifi = first(app, "toggle button")
    out("grab-wifi", wifi.queryComponent().grabFocus())
    pump(0.3)
    out("grab-slider", slider.queryComponent().grabFocus())
    pump(0.3)
    out("focused-slider", slider.getState().contains(pyatspi.STATE_FOCUSED))

    tabs = first(app, "page tab list")
    if tabs is not None:
        selection = tabs.querySelection()
        out("tabs", tabs.childCount, selection.nSelectedChildren)
        out("select-tab", selection.selectChild(tabs.childCount - 1))
        pump(0.3)
    pump(0.5)
    for event in events:
        out("event", *event)
    out("done")


main()
