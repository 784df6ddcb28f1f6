internal import CX11
internal import CXi
import Foundation
import UIKitCore

/// Keys through XKB: the key code names the key (a HID usage), the keysym under the current modifiers and group
/// gives the text; transport keys become remote-control events instead of presses.
extension X11InputTranslator {
    func key(_ event: XIDeviceEvent) {
        let pressed = event.evtype == XI_KeyPress
        let keycode = UInt32(bitPattern: event.detail)
        // The group sits in bits 13-14 of a core state, which is what XKB's look-up takes.
        let state = UInt32(bitPattern: event.mods.effective) & 0xFF | (UInt32(bitPattern: event.group.effective) & 3) << 13
        let keysym = keysymLookup(keycode, state)
        let time = clock.seconds(event.time)
        if let inputMethod = inputMethod(for: event.event) {
            let taken = inputMethod.filter(keycode: keycode, keysym: keysym, state: state, pressed: pressed)
            deliverInputMethodOutput()
            // A press it took never went down for UIKit, so its release is dropped below whatever it says of it.
            if taken && pressed { return }
        }
        deliverKey(keycode: keycode, keysym: keysym, state: state, window: event.event, pressed: pressed, time: time,
                   repeated: event.flags & XIKeyRepeat != 0)
    }

    /// A key press or release for UIKit: a remote-control event for media keys, else a press through the Compose
    /// table (unless an input method composes for this window).
    func deliverKey(keycode: UInt32, keysym: UInt, state: UInt32, window eventWindow: UInt, pressed: Bool,
                    time: TimeInterval, repeated: Bool) {
        let window = pressed ? eventWindow : (keysDown[keycode] ?? eventWindow)
        guard let target = target(window) else { return }
        if let transport = X11KeyMap.remoteControl(keysym: keysym, pressed: pressed) {
            if let subtype = transport, !repeated {
                sink(.remoteControl(target.host, subtype, timestamp: time))
            }
            return
        }
        guard let usage = X11KeyMap.hidUsage(keycode: keycode) else {
            return UIKitLog.error("X11 input: key code \(keycode) (keysym 0x\(String(keysym, radix: 16))) has no HID usage")
        }
        if !pressed && keysDown[keycode] == nil { return }  // went down before our window had the focus
        if pressed { keysDown[keycode] = window } else { keysDown.removeValue(forKey: keycode) }
        let plain = keysymLookup(keycode, state & (3 << 13))
        let composes = pressed && inputMethod(for: window) == nil
        let characters = composes ? composedText(keysym: keysym, state: state) : X11KeyMap.text(keysym: keysym)
        sink(.key(target.host, KeySample(phase: pressed ? .began : .ended, keyCode: usage,
                                         characters: characters,
                                         charactersIgnoringModifiers: X11KeyMap.text(keysym: plain),
                                         modifierFlags: X11KeyMap.modifierFlags(state: state, keysym: keysym),
                                         timestamp: time, markedText: composes ? composer?.markedText : nil)))
    }

    /// The text a press types through the Compose table: nothing while a dead key or Compose sequence is under
    /// way, the composed character at its end. Shortcuts (Control or Super held) are never composed, and they
    /// abandon a sequence.
    private func composedText(keysym: UInt, state: UInt32) -> String {
        let text = X11KeyMap.text(keysym: keysym)
        if let load = loadComposer {
            loadComposer = nil
            composer = load()
        }
        guard let composer else { return text }
        if state & UInt32(ControlMask | Mod4Mask) != 0 {
            composer.reset()
            return text
        }
        switch composer.feed(keysym: keysym) {
        case .passThrough: return text
        case .composing, .cancelled: return ""
        case .composed(let composed): return composed
        }
    }

    /// Keys down in a window that lost the keyboard: their presses are cancelled, and so is a compose sequence.
    func cancelKeys(in window: UInt) {
        composer?.reset()
        guard let target = target(window) else { return }
        let time = UIApplication.eventTimerSource.now
        for (keycode, keyWindow) in keysDown.sorted(by: { $0.key < $1.key }) where keyWindow == window {
            keysDown.removeValue(forKey: keycode)
            guard let usage = X11KeyMap.hidUsage(keycode: keycode) else { continue }
            sink(.key(target.host, KeySample(phase: .cancelled, keyCode: usage, characters: "", timestamp: time)))
        }
    }
}
