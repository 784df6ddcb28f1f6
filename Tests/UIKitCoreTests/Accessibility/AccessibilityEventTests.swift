import Testing
import UIKit
import Foundation
@testable import UIKitCore

/// What a listening client hears: focus, value and state changes, text changes, announcements, in order; and the
/// status queries answered by the bridge.
@MainActor @Suite(.serialized) struct AccessibilityEventTests {
    @Test func noBridgeMeansNothingRunningAndPostsDoNothing() {
        #expect(AccessibilityTree.shared.bridge == nil)
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
    }

    @Test func statusQueriesAreAnsweredByTheBridge() {
        AccessibilityTestSupport.withBridge { bridge in
            #expect(!UIAccessibility.isVoiceOverRunning)
            bridge.status.isScreenReaderRunning = true
            bridge.status.isReduceMotionEnabled = true
            #expect(UIAccessibility.isVoiceOverRunning)
            #expect(UIAccessibility.isReduceMotionEnabled)
        }
    }

    @Test func announcementReachesTheBridgeAndFinishes() {
        AccessibilityTestSupport.withBridge { bridge in
            var finished: [String] = []
            let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.announcementDidFinishNotification,
                                                                  object: nil, queue: nil) { note in
                if let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String {
                    MainActor.assumeIsolated { finished.append(text) }
                }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            UIAccessibility.post(notification: .announcement, argument: "Download complete")
            #expect(bridge.events == [.announcement("Download complete")])
            #expect(finished == ["Download complete"])
            let lines = AccessibilityTestSupport.captureLog("UIAccessibility.post") {
                UIAccessibility.post(notification: .announcement, argument: 42)
            }
            #expect(lines.count == 1)
            #expect(bridge.events.count == 1)
        }
    }

    @Test func tabMovesFocusAndTheClientHearsItInOrder() {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 300))
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.makeKey()
        let first = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let second = UIButton(type: .system)
        second.setTitle("Next", for: .normal)
        second.frame = CGRect(x: 10, y: 100, width: 80, height: 40)
        window.addSubview(first)
        window.addSubview(second)
        defer { window.isHidden = true }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            input.key(.keyboardTab, characters: "\t")
            input.key(.keyboardTab, characters: "\t")
            let focusEvents = bridge.events.filter { if case .focusChanged = $0 { true } else { false } }
            #expect(focusEvents == [.focusChanged(tree.id(for: first)), .focusChanged(tree.id(for: second))])
            #expect(bridge.events.contains(.stateChanged(tree.id(for: first), .focused, false)))
            #expect(tree.node(tree.id(for: second))?.states.contains(.focused) == true)
        }
    }

    @Test func valueChangesAreHeardWithTheirStates() {
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let toggle = UISwitch()
            let segments = UISegmentedControl(items: ["A", "B"])
            #expect(toggle.accessibilityActivate())
            let toggleID = tree.id(for: toggle)
            #expect(bridge.events == [.valueChanged(toggleID), .stateChanged(toggleID, .checked, true)])
            bridge.events = []
            let parts = tree.children(of: tree.id(for: segments))
            #expect(tree.selectChild(at: 1, of: tree.id(for: segments)))
            #expect(bridge.events == [.valueChanged(tree.id(for: segments)), .stateChanged(parts[0], .selected, false),
                                      .stateChanged(parts[1], .selected, true)])
        }
    }

    @Test func textChangesAreHeardAsDeletionsAndInsertions() {
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let field = UITextField()
            let id = tree.id(for: field)
            #expect(tree.setTextContents("cat", of: id))
            #expect(tree.replaceText(in: NSRange(location: 0, length: 1), with: "b", of: id))
            #expect(bridge.events == [
                .textInserted(id, offset: 0, text: "cat"), .caretMoved(id, offset: 3),
                .textDeleted(id, offset: 0, text: "c"), .textInserted(id, offset: 0, text: "b"), .caretMoved(id, offset: 1),
            ])
        }
    }

    @Test func layoutChangedTellsWindowsTheirChildrenChanged() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            _ = tree.children(of: tree.id(for: window))
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            window.addSubview(button)
            UIAccessibility.post(notification: .layoutChanged, argument: button)
            // At once, not at the end of the turn: the client hears the new child before the focus moving to it.
            #expect(bridge.events == [.childAdded(tree.id(for: window), index: 0, child: tree.id(for: button)),
                                      .focusChanged(tree.id(for: button))])
        }
    }

    @Test func childrenListsAreReusedByAClientUntilTheTreeHearsOfAChange() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        AccessibilityTestSupport.withBridge { _ in
            let tree = AccessibilityTree.shared
            let first = UIButton(type: .system)
            first.setTitle("First", for: .normal)
            window.addSubview(first)
            let windowID = tree.id(for: window)
            #expect(tree.children(of: windowID) == [tree.id(for: first)])
            let second = UIButton(type: .system)
            second.setTitle("Second", for: .normal)
            second.alpha = 0
            window.addSubview(second)
            tree.flushChildrenChanges()
            second.alpha = 1
            // Within the cache's lifetime and without a notice (an alpha change is not heard), a client still sees
            // the list it just walked...
            #expect(tree.children(of: windowID) == [tree.id(for: first)])
            // ...and sees the new one as soon as the app says its layout changed.
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
            #expect(tree.children(of: windowID) == [tree.id(for: first), tree.id(for: second)])
        }
    }
}
