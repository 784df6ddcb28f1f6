/// Target-action by `Selector`, as iOS code writes it (`addTarget(self, action: #selector(tapped(_:)), for:
/// .touchUpInside)`). Without an Objective-C runtime the selector is looked up in the action table
/// (`UINibConnections.registerAction`, filled by `uikit-port` or by hand) when the event comes.
extension UIControl {
    /// A `nil` target sends the action up the responder chain from the first responder to the first object
    /// whose class has it (E-RC-2). Each event sends it through `sendAction(_:to:for:)`.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        entries.append(ControlActionEntry(events: controlEvents, target: target.map { $0 as AnyObject },
                                          selector: action))
    }
}
