import Foundation

/// Rules the value controls share: a value that is not a finite number is refused with a log line (UIKit raises
/// or ignores it; an app here keeps running), and a range is put in order before it clamps.
@MainActor enum ControlValue {
    /// True when `value` may be used as `property` of `control`; logs and returns false otherwise.
    static func accepts<Value: BinaryFloatingPoint>(_ value: Value, _ property: String, of control: AnyObject) -> Bool {
        guard value.isFinite else {
            UIKitLog.error("\(type(of: control)).\(property) must be a finite number; ignored \(value)")
            return false
        }
        return true
    }

    static func clamp<Value: Comparable>(_ value: Value, _ lower: Value, _ upper: Value) -> Value {
        min(max(value, lower), upper)
    }

    /// Redraws `view` after a value change, cross-fading when `animated` (a short transition, as UIKit's controls
    /// ease to a new value); the control keeps taking touches meanwhile.
    static func redraw(_ view: UIView, animated: Bool) {
        if animated, view.window != nil {
            UIView.transition(with: view, duration: 0.2, options: [.transitionCrossDissolve, .allowUserInteraction], animations: { view.setNeedsDisplay() })
        } else {
            view.setNeedsDisplay()
        }
    }
}
