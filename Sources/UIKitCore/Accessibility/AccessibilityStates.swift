/// The states of an element as a screen reader needs them; the bridge maps each to AT-SPI's `ATSPI_STATE_*`.
package struct AccessibilityStates: OptionSet, Sendable, Hashable {
    package let rawValue: UInt64
    package init(rawValue: UInt64) { self.rawValue = rawValue }

    package static let enabled = AccessibilityStates(rawValue: 1 << 0)
    package static let sensitive = AccessibilityStates(rawValue: 1 << 1)
    package static let focusable = AccessibilityStates(rawValue: 1 << 2)
    package static let focused = AccessibilityStates(rawValue: 1 << 3)
    package static let selectable = AccessibilityStates(rawValue: 1 << 4)
    package static let selected = AccessibilityStates(rawValue: 1 << 5)
    package static let checkable = AccessibilityStates(rawValue: 1 << 6)
    package static let checked = AccessibilityStates(rawValue: 1 << 7)
    package static let showing = AccessibilityStates(rawValue: 1 << 8)
    package static let visible = AccessibilityStates(rawValue: 1 << 9)
    package static let modal = AccessibilityStates(rawValue: 1 << 10)
    package static let editable = AccessibilityStates(rawValue: 1 << 11)
    package static let singleLine = AccessibilityStates(rawValue: 1 << 12)
    package static let multiLine = AccessibilityStates(rawValue: 1 << 13)
    package static let active = AccessibilityStates(rawValue: 1 << 14)
    package static let busy = AccessibilityStates(rawValue: 1 << 15)
}
