import CoreGraphics

/// One element as a client sees it at the moment it asks: the bridge turns it into AT-SPI's properties.
package struct AccessibilityNode: Sendable, Equatable {
    package var role: AccessibilityRole
    package var name: String
    package var description: String
    package var value: String
    package var identifier: String
    package var language: String
    package var states: AccessibilityStates
    /// The extents on the screen, in points (the bridge scales to pixels).
    package var frame: CGRect
    /// Action names, in order: the element's own ("press", "increment", "decrement"...), then its custom actions.
    package var actions: [String]
    /// For sliders, steppers and progress bars.
    package var numericValue: AccessibilityNumericValue?
    package var isTextElement: Bool
    /// The keys that perform the first action without the element (a menu item's shortcut, "Ctrl+S"); empty if none.
    package var keyBinding = ""
}

/// A number with its range, as AT-SPI's Value interface reports it.
package struct AccessibilityNumericValue: Sendable, Equatable {
    package var current: Double
    package var minimum: Double
    package var maximum: Double
    package var increment: Double
}
