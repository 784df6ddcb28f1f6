#!/usr/bin/env python3
"""GTK 4's GtkListView scrolling 100,000 rows of one to three lines at a steady fling, the peer of TableBenchmark.

Two phases of up to 300 frames, 40 pixels a frame: from the top, and from near the end until the last row shows.
Prints one JSON line: client CPU ms per frame in each phase, frames over a 60 Hz budget, and the resident memory
after each phase. Run under an X display (DISPLAY set); GDK_BACKEND=x11 is forced.
"""
import json
import os
import resource
import sys
import time

os.environ["GDK_BACKEND"] = "x11"
import gi  # noqa: E402

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

ROWS = 100_000
STEP = 40
FRAMES = 300


def rss_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def text(row):
    lines = ["Row %d" % row] + ["detail line %d of row %d" % (n, row) for n in range(row % 3)]
    return "\n".join(lines)


def main():
    app = Gtk.Application(application_id="org.uikit.TableBenchmarkPeer")
    result = {}

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, default_width=400, default_height=600)
        model = Gtk.StringList.new([text(row) for row in range(ROWS)])
        factory = Gtk.SignalListItemFactory()

        def setup(_factory, item):
            label = Gtk.Label(xalign=0)
            label.set_margin_top(11)
            label.set_margin_bottom(11)
            label.set_margin_start(16)
            item.set_child(label)

        def bind(_factory, item):
            item.get_child().set_label(item.get_item().get_string())

        factory.connect("setup", setup)
        factory.connect("bind", bind)
        view = Gtk.ListView(model=Gtk.SingleSelection(model=model), factory=factory)
        scrolled = Gtk.ScrolledWindow()
        scrolled.set_child(view)
        window.set_child(scrolled)
        window.present()
        adjustment = scrolled.get_vadjustment()
        state = {"phase": "warmup", "frames": 0, "moved": 0, "cpu": 0.0, "last": None, "over": 0, "started": time.monotonic()}

        def begin(phase):
            state.update(phase=phase, frames=0, cpu=time.process_time(), last=time.monotonic(), over=0, moved=0)

        def tick(_widget, _clock):
            now = time.monotonic()
            if state["phase"] == "warmup":
                adjustment.set_value(adjustment.get_value() + STEP)
                if now - state["started"] > 1.0:
                    adjustment.set_value(0)
                    begin("top")
                return GLib.SOURCE_CONTINUE
            if state["last"] is not None and now - state["last"] > 1 / 60 * 1.5:
                state["over"] += 1
            state["last"] = now
            before = adjustment.get_value()
            adjustment.set_value(before + STEP)
            state["moved"] += adjustment.get_value() != before
            state["frames"] += 1
            at_end = adjustment.get_value() == before
            if state["frames"] < FRAMES and not at_end:
                return GLib.SOURCE_CONTINUE
            cpu = (time.process_time() - state["cpu"]) * 1000 / max(state["frames"], 1)
            if state["phase"] == "top":
                result.update(top_ms_per_frame=cpu, top_over_budget=state["over"], top_moving_frames=state["moved"],
                              rss_top_kib=rss_kib())
                # GtkListView's upper is an estimate that shrinks as the end comes into view: start well before it;
                # the phase ends at the end (frames that did not move are not counted).
                adjustment.set_value(adjustment.get_upper() - adjustment.get_page_size() - 3 * STEP * FRAMES)
                begin("end")
                return GLib.SOURCE_CONTINUE
            result.update(end_ms_per_frame=cpu, end_over_budget=state["over"], end_moving_frames=state["moved"],
                          rss_end_kib=rss_kib())
            application.quit()
            return GLib.SOURCE_REMOVE

        view.add_tick_callback(tick)

    app.connect("activate", activate)
    app.run([])
    result["contender"] = "gtk4-listview"
    print(json.dumps(result))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
