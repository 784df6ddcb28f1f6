import Foundation

/// Notifications to assistive technologies, their status, and coordinate conversion. On Linux the assistive
/// technology is any AT-SPI client (Orca, accerciser...) reached through the accessibility bridge the umbrella
/// installs (`AccessibilityTree.shared.bridge`); without one, posting does nothing and nothing is running.
@preconcurrency @MainActor public enum UIAccessibility {
    /// What changed, posted with `post(notification:argument:)`.
    public struct Notification: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to move to (or nil).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to (or nil).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument is a string to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// The argument is a string saying where the scroll went ("page 3 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Tells the listening assistive technology what changed. An announcement needs a string argument (logged and
    /// dropped otherwise), as the other notifications need an element or nil.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        AccessibilityTree.shared.post(notification, argument: argument)
    }

    /// Whether a screen reader is listening: true while an AT-SPI client watches the accessibility bus's events.
    public static var isVoiceOverRunning: Bool { AccessibilityTree.shared.bridge?.status.isScreenReaderRunning ?? false }
    /// No switch-access client exists for AT-SPI that identifies itself, so this answers whether any assistive
    /// technology is listening, which is what apps ask it for (to slow down auto-advancing content).
    public static var isSwitchControlRunning: Bool { isVoiceOverRunning }
    /// The desktop's "reduce animation" setting as the bridge reports it. The AT-SPI bridge does not read the desktop's
    /// settings yet, so this is false unless a bridge says otherwise.
    public static var isReduceMotionEnabled: Bool { AccessibilityTree.shared.bridge?.status.isReduceMotionEnabled ?? false }
    /// The desktop's high-contrast setting as the bridge reports it (false from the AT-SPI bridge, as above).
    public static var isDarkerSystemColorsEnabled: Bool {
        AccessibilityTree.shared.bridge?.status.isHighContrastEnabled ?? false
    }

    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let switchControlStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted with `announcementStringValueUserInfoKey` and `announcementWasSuccessfulUserInfoKey` once an
    /// announcement was handed to the listening client.
    nonisolated public static let announcementDidFinishNotification =
        NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    nonisolated public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    nonisolated public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"

    /// `rect`, in `view`'s coordinates, in the coordinates of the screen its window is on.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        guard rect.isValidGeometry else {
            UIKitLog.error("UIAccessibility.convertToScreenCoordinates got a non-finite rect \(rect); using .zero")
            return .zero
        }
        guard let window = view.window ?? (view as? UIWindow) else { return view.convert(rect, to: nil) }
        let inWindow = view.convert(rect, to: window)
        let corners = [CGPoint(x: inWindow.minX, y: inWindow.minY), CGPoint(x: inWindow.maxX, y: inWindow.minY),
                       CGPoint(x: inWindow.minX, y: inWindow.maxY), CGPoint(x: inWindow.maxX, y: inWindow.maxY)]
            .map { window.screenPoint(fromWindowPoint: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `path`, in `view`'s coordinates, in the screen's.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let converted = path.copy() as? UIBezierPath ?? UIBezierPath(cgPath: path.cgPath)
        guard let window = view.window else { return converted }
        let origin = window.screenPoint(fromWindowPoint: view.convert(CGPoint.zero, to: window))
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }
}
