#!/usr/bin/python3
"""Asks the app for objects that do not exist (a made-up id, an id out of any range) straight over the accessibility
bus, and for children at indexes out of range, then prints what came back, for GalleryAccessibilityTests."""

from gi.repository import Gio, GLib
from probe_common import find_app


def main():
    # The app may print "ready" before the registry lists it (a loaded machine): wait for it as the other probes do.
    app = find_app()
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
