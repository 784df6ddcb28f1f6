#!/usr/bin/python3
# An IBus engine for the project's tests, run against a private ibus-daemon (IBUS_ADDRESS). It reads and changes
# the application's surrounding text the way word-completion and Hangul engines do: it asks for the text about the
# caret when it gets the focus, and on "q" it replaces the character before the caret with that character in
# brackets (removing it through delete-surrounding-text, then committing "[c]"). Every other key passes through.
import sys

import gi
gi.require_version('IBus', '1.0')
from gi.repository import GLib, GObject, IBus


class UIKitTestEngine(IBus.Engine):
    __gtype_name__ = 'UIKitTestEngine'

    def do_focus_in(self):
        self.get_surrounding_text()   # asks the application to send it from now on

    def do_enable(self):
        self.get_surrounding_text()

    def do_process_key_event(self, keyval, keycode, state):
        if state & IBus.ModifierType.RELEASE_MASK or keyval != IBus.KEY_q:
            return False
        text, cursor, _anchor = self.get_surrounding_text()
        characters = text.get_text()
        if cursor > 0:
            before = characters[cursor - 1]   # Python indexes code points, as IBus counts characters
            self.delete_surrounding_text(-1, 1)
            self.commit_text(IBus.Text.new_from_string('[' + before + ']'))
        return True


def main():
    IBus.init()
    bus = IBus.Bus()
    if not bus.is_connected():
        sys.exit('uikit-test-engine: no IBus daemon at IBUS_ADDRESS')
    factory = IBus.Factory.new(bus.get_connection())
    factory.add_engine('uikit-test', GObject.type_from_name('UIKitTestEngine'))
    component = IBus.Component.new('org.uikit.TestEngine', 'UIKit test engine', '1.0', 'MIT', 'UIKit for Linux',
                                   '', '', 'uikit-test-engine')
    component.add_engine(IBus.EngineDesc.new('uikit-test', 'UIKit test', 'Surrounding text', 'en', 'MIT',
                                             'UIKit for Linux', '', 'us'))
    bus.register_component(component)
    bus.connect('disconnected', lambda *_: loop.quit())
    loop = GLib.MainLoop()
    loop.run()


if __name__ == '__main__':
    main()
