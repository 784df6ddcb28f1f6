"""What every AT-SPI probe of the tests needs: the app's name from the command line, one fact per line on stdout,
pumping GLib's main context (where pyatspi delivers events), finding the app on the desktop and walking its tree.
The probes import it from their own folder, which Python puts first on the module path."""
import sys
import time

import pyatspi
from gi.repository import GLib

APP = sys.argv[1] if len(sys.argv) > 1 else "gallery"


def out(*parts):
    print("|".join(str(p) for p in parts), flush=True)


def pump(seconds):
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


def find_app():
    """The app's accessible, waiting up to 20 s for it to register."""
    desktop = pyatspi.Registry.getDesktop(0)
    for _ in range(200):
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == APP:
                return app
        time.sleep(0.1)
    return None


def walk_with_depth(node, depth=0):
    yield node, depth
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk_with_depth(child, depth + 1)


def walk(node):
    for found, _ in walk_with_depth(node):
        yield found
