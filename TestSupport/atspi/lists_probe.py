#!/usr/bin/python3
"""Reads the gallery's Lists page through AT-SPI as a screen reader does, for GalleryAccessibilityTableTests: the whole
tree in one Cache.GetItems call, the table through the Table and TableCell interfaces (pyatspi's queryTable), and the
children-changed events heard while the test scrolls the table (it waits for the "listening" line, then scrolls).
Prints one fact per line, fields split by "|"."""
import pyatspi
from gi.repository import Atspi, Gio, GLib

from probe_common import find_app, out, pump, walk

events = []


def accessibility_bus():
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    return Gio.DBusConnection.new_for_address_sync(address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                                   | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)


def on_event(event):
    source = event.source.getRoleName() if event.source is not None else ""
    child = event.any_data
    name = child.name if child is not None and hasattr(child, "name") else ""
    events.append((event.type, source, event.detail1, name))


def main():
    app = find_app()
    if app is None:
        out("no-app")
        return
    table = next((node for node in walk(app) if node.getRoleName() == "table"), None)
    if table is None:
        out("no-table")
        return

    # The whole tree in one call, as libatspi asks for it when it meets the app.
    reply = accessibility_bus().call_sync(app.app.bus_name, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems",
                                          None, None, Gio.DBusCallFlags.NONE, 5000, None)
    out("items-type", reply.get_type_string())
    items = reply.unpack()[0]
    out("items", len(items), sum(1 for _ in walk(app)) - 1)
    by_path = {item[0][1]: item for item in items}
    entry = by_path.get(table.path)
    out("table-item", entry[7] if entry else -1, entry[4] if entry else -1, table.childCount,
        entry[2][1] == table.parent.path if entry else False, "org.a11y.atspi.Table" in (entry[5] if entry else []))

    info = table.queryTable()
    out("table", info.nRows, info.nColumns)
    first = info.getAccessibleAt(0, 0)
    out("cell", first.getRoleName() if first else "", first.name if first else "")
    index = info.getIndexAt(0, 0)
    out("index", index, table.getChildAtIndex(index).name if index >= 0 else "", info.getRowAtIndex(index))
    out("offscreen", info.getAccessibleAt(50000, 0) is None, info.getIndexAt(50000, 0), info.getAccessibleAt(0, 3) is None)
    try:
        row, column = Atspi.TableCell.get_position(first)[1:]
        out("cell-position", row, column, Atspi.TableCell.get_table(first).getRoleName())
    except Exception as error:  # noqa: BLE001 - an older libatspi without TableCell
        out("cell-position", "error", error)
    out("select", info.addRowSelection(2), info.addRowSelection(4), info.nSelectedRows, ",".join(map(str, info.getSelectedRows())))
    out("deselect", info.removeRowSelection(2), info.isRowSelected(2), info.isRowSelected(4))
    out("no-row", info.addRowSelection(-1), info.addRowSelection(10000000))
    x, y, w, h = table.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    out("extents", x, y, w, h)

    pyatspi.Registry.registerEventListener(on_event, "object:children-changed")
    pump(0.3)
    out("listening")
    pump(4)
    added = [e for e in events if e[0] == "object:children-changed:add" and e[1] == "table"]
    removed = [e for e in events if e[0] == "object:children-changed:remove" and e[1] == "table"]
    out("heard", len(added), len(removed), ",".join(e[3] for e in added[:3]))
    now = info.getAccessibleAt(0, 0)
    out("after", table.childCount, now is None)
    out("done")


main()
