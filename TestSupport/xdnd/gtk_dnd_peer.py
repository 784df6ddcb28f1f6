#!/usr/bin/python3
"""A GTK 4 window as the other client of the XDND tests (XdndGtkXvfbTests), run with GDK_BACKEND=x11 on the test's
X server. Undecorated 400 x 300 points, titled "GTK DnD peer": the top label drags text, the middle one a file URI,
and the bottom third is a drop area taking text or URIs. Prints one line per fact on stdout:
  ready                      the window is mapped
  drop text <json string>    text dropped on the drop area
  drop uris <json list>      file or other URIs dropped there
  drag-end <action>          how a drag from here ended: copy, move or none
The text and the file URI to offer come as the first two arguments."""
import json
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GLib, GObject, Gtk  # noqa: E402

OFFERED_TEXT = sys.argv[1] if len(sys.argv) > 1 else "text from GTK"
OFFERED_URI = sys.argv[2] if len(sys.argv) > 2 else "file:///tmp/from-gtk.txt"


def out(*words):
    print(*words, flush=True)


def drag_source(label, provider):
    source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
    source.connect("prepare", lambda *_: provider())
    source.connect("drag-end", on_drag_end)
    source.connect("drag-cancel", lambda _s, _d, reason: out("drag-cancel", reason.value_nick) or False)
    label.add_controller(source)


def on_drag_end(_source, drag, _delete_data):
    action = drag.get_selected_action()
    names = {Gdk.DragAction.COPY: "copy", Gdk.DragAction.MOVE: "move"}
    out("drag-end", names.get(action, "none"))


def text_provider():
    # As GTK offers a string: UTF-8 plain text under both of its names.
    data = GLib.Bytes.new(OFFERED_TEXT.encode("utf-8"))
    return Gdk.ContentProvider.new_union([
        Gdk.ContentProvider.new_for_bytes("text/plain;charset=utf-8", data),
        Gdk.ContentProvider.new_for_bytes("text/plain", data),
    ])


def uri_provider():
    return Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new((OFFERED_URI + "\r\n").encode("utf-8")))


def on_drop(_target, value, _x, _y):
    if isinstance(value, Gdk.FileList):
        out("drop uris", json.dumps([f.get_uri() for f in value.get_files()]))
    elif isinstance(value, str):
        out("drop text", json.dumps(value))
    else:
        out("drop other", type(value).__name__)
    return True


def main():
    Gtk.init()
    loop = GLib.MainLoop()
    window = Gtk.Window(title="GTK DnD peer")
    window.set_decorated(False)
    window.set_default_size(400, 300)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, homogeneous=True)
    text_label = Gtk.Label(label="drag text")
    uri_label = Gtk.Label(label="drag a file")
    drop_area = Gtk.Label(label="drop here")
    for widget in (text_label, uri_label, drop_area):
        widget.set_vexpand(True)
        box.append(widget)
    drag_source(text_label, text_provider)
    drag_source(uri_label, uri_provider)
    target = Gtk.DropTarget.new(GObject.TYPE_NONE, Gdk.DragAction.COPY | Gdk.DragAction.MOVE)
    target.set_gtypes([Gdk.FileList, GObject.TYPE_STRING])
    target.connect("drop", on_drop)
    drop_area.add_controller(target)
    window.set_child(box)
    window.connect("map", lambda *_: GLib.timeout_add(100, lambda: out("ready") or False))
    window.connect("close-request", lambda *_: loop.quit() or False)
    window.present()
    loop.run()


main()
