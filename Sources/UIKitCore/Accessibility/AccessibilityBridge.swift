/// What the core tells a platform's accessibility adapter, and what it asks of it. The adapter (AT-SPI on Linux)
/// is installed by the umbrella into `AccessibilityTree.shared.bridge`; the core never knows about D-Bus. A test
/// installs a recording fake.
@MainActor package protocol AccessibilityBridge: AnyObject {
    /// Whether a client listens and what the desktop's accessibility settings are.
    var status: AccessibilityStatus { get }
    /// Called on the main thread as things change, in order; cheap to ignore.
    func accessibilityEvent(_ event: AccessibilityEvent)
}

/// The answers behind `UIAccessibility.isVoiceOverRunning` and the other status queries.
package struct AccessibilityStatus: Sendable, Equatable {
    package var isScreenReaderRunning = false
    package var isReduceMotionEnabled = false
    package var isHighContrastEnabled = false
    package init(isScreenReaderRunning: Bool = false, isReduceMotionEnabled: Bool = false, isHighContrastEnabled: Bool = false) {
        self.isScreenReaderRunning = isScreenReaderRunning
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.isHighContrastEnabled = isHighContrastEnabled
    }
}

/// A change a client hears about. Elements are named by their ids in `AccessibilityTree`.
package enum AccessibilityEvent: Equatable, Sendable {
    /// Keyboard focus (the accessible focus) moved to the element.
    case focusChanged(AccessibilityElementID)
    /// A state turned on or off (checked, selected, enabled...).
    case stateChanged(AccessibilityElementID, AccessibilityStates, Bool)
    /// The value (a slider's, a switch's, a stepper's) changed.
    case valueChanged(AccessibilityElementID)
    /// The name (a label's text, a button's title, an `accessibilityLabel`) changed.
    case nameChanged(AccessibilityElementID)
    /// A child appeared in a container's children at `index` (of the new list).
    case childAdded(AccessibilityElementID, index: Int, child: AccessibilityElementID)
    /// A child left a container's children from `index` (of the list before, with earlier removals applied).
    case childRemoved(AccessibilityElementID, index: Int, child: AccessibilityElementID)
    /// Text was inserted or deleted at a UTF-16 offset of an element's text.
    case textInserted(AccessibilityElementID, offset: Int, text: String)
    case textDeleted(AccessibilityElementID, offset: Int, text: String)
    /// The caret moved to a UTF-16 offset.
    case caretMoved(AccessibilityElementID, offset: Int)
    /// The app asked for a string to be spoken.
    case announcement(String)
}

/// An element's stable id while it lives; `application` is the root.
package struct AccessibilityElementID: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: UInt64
    package init(rawValue: UInt64) { self.rawValue = rawValue }
    package static let application = AccessibilityElementID(rawValue: 0)
    package var description: String { "\(rawValue)" }
}
