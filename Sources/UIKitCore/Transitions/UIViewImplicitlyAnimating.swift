/// An animating object that takes more animations and completions while it runs. The methods are optional in
/// UIKit's Objective-C protocol; here they are requirements with defaults that do nothing.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?,
                                  durationFactor: CGFloat) {}
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
