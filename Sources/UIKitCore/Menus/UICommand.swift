import Foundation

/// A menu command whose action is a `Selector` sent through the responder chain: the first responder on the chain
/// from the first responder (else the key window) whose `target(forAction:withSender:)` takes it performs it, with
/// the command as sender. Before a menu shows it, the target's `validate(_:)` may retitle, check or disable it; with
/// no target it is disabled.
///
/// Without an Objective-C runtime a `Selector` is a name: the standard edit actions (`copy:`, `paste:`, ...) are
/// `UIResponder` methods, and any other action is one registered with `UINibConnections` (as `uikit-port` does
/// for `@objc` methods).
@preconcurrency @MainActor open class UICommand: UIMenuElement {
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    /// The title shown by discoverability interfaces (a menu's key shortcut list) when it differs from `title`.
    open var discoverabilityTitle: String?
    public let action: Selector
    public let propertyList: Any?
    public let alternates: [UICommandAlternate]
    /// The command as made, before validation changed it: each validation starts from it again, as UIKit validates
    /// a fresh copy each time (UICommand+Validation.swift).
    var unvalidated: UnvalidatedCommand?

    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        super.init(title: title, image: image)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// The responder that performs the command from `start`'s chain: the first whose `target(forAction:withSender:)`
    /// answers with a responder.
    func target(from start: UIResponder) -> UIResponder? {
        start.target(forAction: action, withSender: self) as? UIResponder
    }

    /// Sends the action to its target on the chain from `start`; false when nothing on the chain takes it.
    @discardableResult
    func send(from start: UIResponder) -> Bool {
        guard let target = target(from: start) else { return false }
        return target.performAction(action, sender: self)
    }

    /// Performs the command as chosen from a menu or pressed as keys, from `start`; false when nothing performs it.
    func perform(from start: UIResponder) -> Bool { send(from: start) }
}
