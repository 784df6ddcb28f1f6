/// A constraint the engine makes from the frame of a view that translates its autoresizing mask into constraints;
/// named as UIKit names it in logs.
final class AutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    override var className: String { "NSAutoresizingMaskLayoutConstraint" }
}
