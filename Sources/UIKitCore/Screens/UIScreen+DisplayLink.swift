/// Display links that follow one particular screen: UIKit's `displayLink(withTarget:selector:)`, with a handler
/// (Swift has no selectors here). A link on a 50 Hz external screen ticks at 50 Hz while one on the 60 Hz main
/// screen ticks at 60 Hz; each screen's ticks run only while one of its links is active.
extension UIScreen {
    /// A new display link, not yet added to a run loop, driven by this screen's refreshes (its monitor's refresh
    /// rate, read each time the screen's links start ticking, so a mode change is followed).
    public func displayLink(handler: @escaping (CADisplayLink) -> Void) -> CADisplayLink? {
        CADisplayLink(tickSource: displayTickSource, handler: handler)
    }
}
