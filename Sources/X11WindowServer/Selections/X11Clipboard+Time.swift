internal import CX11
import Foundation
import UIKitCore

/// The server's current time, when no input event gives one (ICCCM 2.1: append nothing to a property of our
/// window and read the time of the PropertyNotify).
extension X11Clipboard {
    func serverTime() -> Time? {
        let property = atoms.timestampProperty
        XChangeProperty(display, window, property, property, 8, PropModeAppend, nil, 0)
        let event = wait(until: Date().addingTimeInterval(X11SelectionSettings.replyTimeout)) { event in
            event.type == PropertyNotify && event.xproperty.window == self.window && event.xproperty.atom == property
        }
        guard let event else {
            UIKitLog.error("X11: no PropertyNotify for the server time; taking the selection as of CurrentTime")
            return nil
        }
        return event.xproperty.time
    }
}
