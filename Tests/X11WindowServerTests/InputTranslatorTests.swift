import Testing
import UIKit
@testable import X11WindowServer
import CX11
import CXi

/// The XI2-to-UIKit translator on event structs built in memory: no X server.
@MainActor @Suite(.serialized) struct InputTranslatorTests {
    @Test func buttonOnePressMotionReleaseIsOnePointerTouchInPoints() {
        let x = TranslatorHarness(scale: 2)
        x.device(XI_ButtonPress, x: 200, y: 100, detail: 1)
        x.device(XI_Motion, x: 240, y: 120)
        x.device(XI_ButtonRelease, x: 260, y: 130, detail: 1)
        let touches = x.takeTouches().map { $0[0] }
        #expect(touches.map(\.phase) == [.began, .moved, .ended])
        #expect(touches.map(\.location) == [CGPoint(x: 100, y: 50), CGPoint(x: 120, y: 60), CGPoint(x: 130, y: 65)])
        #expect(Set(touches.map(\.id)).count == 1)
        #expect(touches.allSatisfy { $0.type == .indirectPointer })
        #expect(touches[0].tapCount == 1)
        #expect(abs(touches[1].timestamp - touches[0].timestamp - 0.01) < 1e-9, "server milliseconds become seconds")
        #expect(x.translator.activeSequenceCount == 0)
    }

    @Test func theImplicitGrabKeepsTheTouchOutsideTheWindow() {
        let x = TranslatorHarness()
        x.device(XI_ButtonPress, x: 50, y: 50, detail: 1)
        x.device(XI_Motion, x: -30, y: 500)
        x.device(XI_ButtonRelease, x: -40, y: 510, detail: 1)
        let touches = x.takeTouches().map { $0[0] }
        #expect(touches.map(\.phase) == [.began, .moved, .ended])
        #expect(touches.last?.location == CGPoint(x: -40, y: 510))
    }

    @Test func multiClickCountsFollowTheDesktopTimeAndDistance() {
        let x = TranslatorHarness()
        func click(_ px: Double, after ms: UInt, window: UInt = 10) -> Int? {
            x.device(XI_ButtonPress, window: window, x: px, y: 10, detail: 1, advance: ms)
            x.device(XI_ButtonRelease, window: window, x: px, y: 10, detail: 1, advance: 1)
            return x.takeTouches().first?.first?.tapCount
        }
        #expect(click(10, after: 10) == 1)
        #expect(click(12, after: 300) == 2, "within 400 ms and 5 px")
        #expect(click(12, after: 399) == 3)
        #expect(click(12, after: 401) == 1, "too slow")
        #expect(click(30, after: 100) == 1, "too far")
        #expect(click(30, after: 100, window: 20) == 1, "another window")
        x.translator.multiClick = X11MultiClickSettings(interval: 1_000, distance: 40)
        #expect(click(60, after: 900, window: 20) == 2, "the desktop's own settings")
    }

    @Test func motionWithoutAButtonIsHoverAndLeavingEndsIt() {
        let x = TranslatorHarness()
        x.device(XI_Motion, x: 30, y: 40)
        x.crossing(XI_Leave, x: -1, y: 40)
        let events = x.take()
        guard events.count == 2, case .hover(_, let inside) = events[0], case .hover(_, let outside) = events[1] else {
            Issue.record("expected two hover samples, got \(events)")
            return
        }
        #expect(inside.location == CGPoint(x: 30, y: 40) && inside.isInside)
        #expect(!outside.isInside)
    }

    @Test func wheelButtonsAreDiscreteScrollsAndEmulatedOnesAreIgnored() {
        let x = TranslatorHarness()
        for button: Int32 in 4...7 { x.device(XI_ButtonPress, x: 5, y: 6, detail: button) }
        x.device(XI_ButtonPress, x: 5, y: 6, detail: 5, flags: XIPointerEmulated)
        let deltas = x.take().compactMap { event -> CGVector? in
            guard case .scroll(_, let sample) = event, sample.kind == .discrete else { return nil }
            return sample.delta
        }
        let notch = X11InputTranslator.pointsPerNotch
        #expect(deltas == [CGVector(dx: 0, dy: notch), CGVector(dx: 0, dy: -notch), CGVector(dx: notch, dy: 0),
                           CGVector(dx: -notch, dy: 0)])
    }

    @Test func smoothScrollValuatorsAreContinuousScrollsThatEndWhenThePointerMoves() {
        let x = TranslatorHarness()
        x.translator.scrollAxes = [4: [X11ScrollAxis(number: 3, isVertical: true, increment: 15)]]
        x.smoothScroll(to: 100)     // a position, not a movement: hover
        x.smoothScroll(to: 115)     // one notch down
        x.smoothScroll(to: 122.5)   // half a notch more
        x.device(XI_Motion, x: 50, y: 50)
        let scrolls = x.take().compactMap { event -> ScrollSample? in
            if case .scroll(_, let sample) = event { sample } else { nil }
        }
        #expect(scrolls.map(\.phase) == [.began, .changed, .ended])
        #expect(scrolls.map(\.delta.dy) == [-10, -5, 0])
        #expect(scrolls.allSatisfy { $0.kind == .continuous })
    }

    /// X sends nothing when fingers stop on or lift from a touchpad: a pause of `scrollIdleEnd` ends the scroll,
    /// where and when it last moved plus the pause; the next movement begins a new one.
    @Test func aSmoothScrollThatPausesEnds() {
        let x = TranslatorHarness()
        x.translator.scrollAxes = [4: [X11ScrollAxis(number: 3, isVertical: true, increment: 15)]]
        x.smoothScroll(to: 100, x: 30, y: 40)
        x.smoothScroll(to: 115, x: 30, y: 40)
        x.smoothScroll(to: 130, x: 30, y: 40)
        x.translator.endIdleScroll()
        x.translator.endIdleScroll()   // nothing under way: nothing more
        x.smoothScroll(to: 145, x: 30, y: 40, advance: 500)
        let scrolls = x.take().compactMap { event -> ScrollSample? in
            if case .scroll(_, let sample) = event { sample } else { nil }
        }
        #expect(scrolls.map(\.phase) == [.began, .changed, .ended, .began])
        #expect(scrolls[2].location == CGPoint(x: 30, y: 40) && scrolls[2].delta == .zero)
        #expect(abs(scrolls[2].timestamp - scrolls[1].timestamp - X11InputTranslator.scrollIdleEnd) < 1e-9)
    }

    @Test func directTouchesAreOneTouchPerFingerWithTheOthersStationary() {
        let x = TranslatorHarness()
        x.device(XI_TouchBegin, x: 10, y: 10, detail: 7, source: 11)
        x.device(XI_Motion, x: 10, y: 10, flags: XIPointerEmulated)              // emulated: ignored
        x.device(XI_ButtonPress, x: 10, y: 10, detail: 1, flags: XIPointerEmulated)
        x.device(XI_TouchBegin, x: 100, y: 10, detail: 8, source: 11)
        x.device(XI_TouchUpdate, x: 120, y: 20, detail: 8, source: 11)
        x.device(XI_TouchEnd, x: 12, y: 11, detail: 7, source: 11)
        x.device(XI_TouchEnd, x: 120, y: 20, detail: 8, source: 11)
        let events = x.takeTouches()
        #expect(events.map { $0.map(\.phase) } == [[.began], [.began, .stationary], [.moved, .stationary],
                                                    [.ended, .stationary], [.ended]])
        #expect(events[2][0].location == CGPoint(x: 120, y: 20) && events[2][1].location == CGPoint(x: 10, y: 10))
        #expect(events[3][0].location == CGPoint(x: 12, y: 11))
        #expect(events.allSatisfy { $0.allSatisfy { $0.type == .direct } })
        #expect(x.translator.activeSequenceCount == 0)
    }

    @Test func touchpadTouchesAreNotDirectTouchesAndStrayUpdatesAreDropped() {
        let x = TranslatorHarness()
        x.translator.dependentTouchDevices = [12]
        x.device(XI_TouchBegin, x: 10, y: 10, detail: 1, source: 12)
        x.device(XI_TouchUpdate, x: 10, y: 10, detail: 99, source: 11)
        x.device(XI_TouchEnd, x: 10, y: 10, detail: 99, source: 11)
        #expect(x.takeTouches().isEmpty)
    }

    @Test func unmappingTheWindowCancelsItsTouchesAndLaterUpdatesAreIgnored() {
        let x = TranslatorHarness()
        x.device(XI_TouchBegin, x: 10, y: 10, detail: 1, source: 11)
        x.device(XI_ButtonPress, window: 20, x: 10, y: 10, detail: 1)
        _ = x.take()
        x.translator.windowGone(10)
        let events = x.take()
        guard events.count == 1, case .touchesCancelled(let host) = events[0] else {
            Issue.record("expected one cancellation, got \(events)")
            return
        }
        #expect(host === x.hosts[10])
        x.device(XI_TouchUpdate, x: 20, y: 10, detail: 1, source: 11)
        #expect(x.takeTouches().isEmpty)
        #expect(x.translator.activeSequenceCount == 1, "the other window's drag goes on")
    }

    @Test func aRemovedDeviceCancelsItsFingersAndABrokenGrabCancelsTheDrag() {
        let x = TranslatorHarness()
        x.device(XI_TouchBegin, x: 10, y: 10, detail: 1, source: 11)
        x.device(XI_TouchBegin, x: 50, y: 10, detail: 2, source: 11)
        x.device(XI_ButtonPress, window: 20, x: 10, y: 10, detail: 1)
        _ = x.take()
        x.translator.devicesRemoved([11])
        #expect(x.takeTouches().map { $0[0].phase } == [.cancelled, .cancelled])
        x.crossing(XI_Leave, window: 20, x: 10, y: 10, mode: XINotifyGrab)
        #expect(x.takeTouches().map { $0.map(\.phase) } == [[.cancelled]])
        #expect(x.translator.activeSequenceCount == 0)
    }

    @Test func focusLossCancelsTouchesAndKeys() {
        let x = TranslatorHarness()
        x.translator.keysymLookup = { _, _ in 0x61 }
        x.device(XI_KeyPress, detail: 38, device: 3, source: 5)
        x.device(XI_ButtonPress, x: 10, y: 10, detail: 1)
        _ = x.take()
        x.translator.focusLost(10)
        let events = x.take()
        let keyPhases = events.compactMap { if case .key(_, let s) = $0 { s.phase } else { nil } }
        let touchPhases = events.compactMap { if case .touches(_, let s) = $0 { s[0].phase } else { nil } }
        #expect(keyPhases == [.cancelled] && touchPhases == [.cancelled])
    }

    @Test func altDragIsTwoFingersMirroredAboutTheWindowCentre() {
        let x = TranslatorHarness()
        x.device(XI_ButtonPress, x: 150, y: 100, detail: 1, mods: Int32(Mod1Mask))
        x.device(XI_Motion, x: 100, y: 150, mods: Int32(Mod1Mask))
        x.device(XI_ButtonRelease, x: 100, y: 150, detail: 1)
        let events = x.takeTouches()
        #expect(events.map { $0.map(\.phase) } == [[.began, .began], [.moved, .moved], [.ended, .ended]])
        #expect(events[0].map(\.location) == [CGPoint(x: 150, y: 100), CGPoint(x: 250, y: 200)])
        #expect(events[1].map(\.location) == [CGPoint(x: 100, y: 150), CGPoint(x: 300, y: 150)])
        #expect(events[0].allSatisfy { $0.type == .direct })
    }

    @Test func withTheEmulationOffAnAltDragIsAnOrdinaryDrag() {
        let x = TranslatorHarness()
        x.translator.emulatesTwoFingers = false
        x.device(XI_ButtonPress, x: 150, y: 100, detail: 1, mods: Int32(Mod1Mask))
        x.device(XI_Motion, x: 100, y: 150, mods: Int32(Mod1Mask))
        x.device(XI_ButtonRelease, x: 100, y: 150, detail: 1)
        let events = x.takeTouches()
        #expect(events.map { $0.map(\.phase) } == [[.began], [.moved], [.ended]])
        #expect(events[0].allSatisfy { $0.type == .indirectPointer } && events[1][0].location == CGPoint(x: 100, y: 150))
    }

    @Test func altShiftDragMovesBothFingersTogether() {
        let x = TranslatorHarness()
        x.device(XI_ButtonPress, x: 150, y: 100, detail: 1, mods: Int32(Mod1Mask | ShiftMask))
        x.device(XI_Motion, x: 160, y: 130, mods: Int32(Mod1Mask | ShiftMask))
        let events = x.takeTouches()
        #expect(events[1].map(\.location) == [CGPoint(x: 160, y: 130), CGPoint(x: 260, y: 230)])
    }

    @Test func touchpadPinchIsTwoFingersFollowingScaleAndAngle() throws {
        let x = TranslatorHarness()
        x.pinch(XI_GesturePinchBegin, x: 100, y: 100)
        x.pinch(XI_GesturePinchUpdate, scale: 2, angle: 90, dx: 10)
        x.pinch(XI_GesturePinchEnd, scale: 2)
        let events = x.takeTouches()
        #expect(events.map { $0.map(\.phase) } == [[.began, .began], [.moved, .moved], [.ended, .ended]])
        let spread = X11GestureFingers.spread
        #expect(events[0].map(\.location) == [CGPoint(x: 100 - spread, y: 100), CGPoint(x: 100 + spread, y: 100)])
        let moved = events[1].map(\.location)
        #expect(abs(moved[0].x - 110) < 1e-9 && abs(moved[0].y - (100 - 2 * spread)) < 1e-9)
        #expect(abs(moved[1].x - 110) < 1e-9 && abs(moved[1].y - (100 + 2 * spread)) < 1e-9)
        x.pinch(XI_GesturePinchBegin)
        x.pinch(XI_GesturePinchEnd, flags: Int32(XIGesturePinchEventCancelled))
        #expect(x.takeTouches().last?.map(\.phase) == [.cancelled, .cancelled])
    }

    @Test func touchpadSwipeMovesItsFingersTogether() {
        let x = TranslatorHarness()
        x.swipe(XI_GestureSwipeBegin, fingers: 3)
        x.swipe(XI_GestureSwipeUpdate, dx: 30, dy: -5)
        x.swipe(XI_GestureSwipeEnd)
        let events = x.takeTouches()
        #expect(events.map(\.count) == [3, 3, 3])
        #expect(events[1].map(\.location.x) == [110, 130, 150])
        #expect(events[1].allSatisfy { $0.location.y == 95 })
        #expect(events[2].allSatisfy { $0.phase == .ended })
    }

    @Test func forgedEventsAreRefusedUnlessTheApplicationOptsIn() {
        let x = TranslatorHarness()
        var logged: [String] = []
        let saved = UIKitLog.sink
        defer { UIKitLog.sink = saved }
        nonisolated(unsafe) var lines: [String] = []
        UIKitLog.sink = { lines.append($0) }
        x.device(XI_ButtonPress, x: 10, y: 10, detail: 1, sent: true)
        #expect(x.take().isEmpty)
        logged = lines
        #expect(logged.count == 1 && logged[0].contains("XSendEvent"))
        x.translator.acceptsSentEvents = true
        x.device(XI_ButtonPress, x: 10, y: 10, detail: 1, sent: true)
        #expect(x.takeTouches().count == 1)
    }

    @Test func keysBecomePressesWithHIDUsageTextAndModifiers() {
        let x = TranslatorHarness()
        // Key code 38 is evdev 30, the A key; shift gives "A".
        x.translator.keysymLookup = { keycode, state in
            keycode == 38 ? (state & UInt32(ShiftMask) != 0 ? 0x41 : 0x61) : keycode == 111 ? 0xFF52 : 0
        }
        x.device(XI_KeyPress, detail: 38, device: 3, source: 5, mods: Int32(ShiftMask))
        x.device(XI_KeyRelease, detail: 38, device: 3, source: 5, mods: Int32(ShiftMask))
        x.device(XI_KeyPress, detail: 111, device: 3, source: 5)
        x.device(XI_KeyRelease, detail: 50, device: 3, source: 5)   // went down elsewhere: not reported
        let keys = x.take().compactMap { if case .key(_, let s) = $0 { s } else { nil } }
        #expect(keys.map(\.phase) == [.began, .ended, .began])
        #expect(keys[0].keyCode == .keyboardA && keys[0].characters == "A" && keys[0].charactersIgnoringModifiers == "a")
        #expect(keys[0].modifierFlags == .shift)
        #expect(keys[2].keyCode == .keyboardUpArrow && keys[2].characters == "UIKeyInputUpArrow")
    }

    @Test func mediaKeysAreRemoteControlEvents() {
        let x = TranslatorHarness()
        x.translator.keysymLookup = { keycode, _ in keycode == 172 ? 0x1008_FF14 : 0x1008_FF97 }
        x.device(XI_KeyPress, detail: 172, device: 3, source: 5)
        x.device(XI_KeyRelease, detail: 172, device: 3, source: 5)
        x.device(XI_KeyPress, detail: 216, device: 3, source: 5)
        x.device(XI_KeyRelease, detail: 216, device: 3, source: 5)
        let subtypes = x.take().compactMap { if case .remoteControl(_, let s, _) = $0 { s } else { nil } }
        #expect(subtypes == [.remoteControlTogglePlayPause, .remoteControlBeginSeekingForward,
                             .remoteControlEndSeekingForward])
    }

    @Test func keyMapCoversLettersDigitsAndKeypad() {
        #expect(X11KeyMap.hidUsage(keycode: 24)?.rawValue == 0x14)   // Q
        #expect(X11KeyMap.hidUsage(keycode: 52)?.rawValue == 0x1D)   // Z
        #expect(X11KeyMap.hidUsage(keycode: 10)?.rawValue == 0x1E)   // 1
        #expect(X11KeyMap.hidUsage(keycode: 19)?.rawValue == 0x27)   // 0
        #expect(X11KeyMap.hidUsage(keycode: 87)?.rawValue == 0x59)   // keypad 1
        #expect(X11KeyMap.hidUsage(keycode: 3) == nil)
        #expect(X11KeyMap.text(keysym: 0x0100_20AC) == "€")
        #expect(X11KeyMap.text(keysym: 0xE9) == "é")
    }

    @Test func otherButtonsAreTouchesWithTheirButtonMaskAndOnePointerIsOneTouch() {
        let x = TranslatorHarness()
        x.device(XI_ButtonPress, x: 10, y: 10, detail: 3)
        x.device(XI_ButtonPress, x: 10, y: 10, detail: 1)      // during the right-button touch: part of it
        x.device(XI_ButtonRelease, x: 10, y: 10, detail: 1)
        x.device(XI_ButtonRelease, x: 12, y: 10, detail: 3)
        x.device(XI_ButtonPress, x: 12, y: 10, detail: 2)
        x.device(XI_ButtonRelease, x: 12, y: 10, detail: 2)
        let touches = x.takeTouches().map { $0[0] }
        #expect(touches.map(\.phase) == [.began, .ended, .began, .ended])
        #expect(touches.map(\.buttonMask) == [.secondary, .secondary, .button(3), .button(3)])
        #expect(touches[2].tapCount == 1, "clicks of different buttons do not add up")
    }
}
