#!/usr/bin/python3
"""Asks the app for objects that do not exist (a made-up id, an id out of any range) straight over the accessibility
bus, and for children at indexes out of range, then prints what came back, for GalleryAccessibilityTests."""
import sys

import pyatspi
from gi.repository import Gio, GLib

APP = sys.argv[1] if len(sys.argv) > 1 else "gallery"


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    app = next((a for a in (desktop.getChildAtIndex(i) for i in range(desktop.childCount)) if a and a.name == APP), None)
    if app is None:
        print("no-app", flush=True)
        return
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    bus = Gio.DBusConnection.new_for_address_sync(address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                                  | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    name = app.app.bus_name
    for path in ["/org/a11y/atspi/accessible/987654321", "/org/a11y/atspi/accessible/x", "/org/a11y/atspi/accessible/0"]:
        try:
            bus.call_sync(name, path, "org.a11y.atspi.Accessible", "GetRole", None, None, Gio.DBusCallFlags.NONE, 5000, None)
            print("answered", path, flush=True)
        except GLib.Error as error:
            print("error", path, Gio.DBusError.get_remote_error(error), flush=True)
    window = app.getChildAtIndex(0)
    for index in [-1, 100000]:
        child = bus.call_sync(name, window.path, "org.a11y.atspi.Accessible", "GetChildAtIndex", GLib.Variant("(i)", (index,)),
                              None, Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        print("child", index, child[1], flush=True)
    print("still", app.getChildAtIndex(0).name, flush=True)


main()
