import Foundation

/// An action beyond activation that an element offers (delete, archive, reply...): AT-SPI's Action interface lists
/// it after the element's own press. The handler, or the target's method, answers whether it succeeded.
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
    public typealias ActionHandler = (UIAccessibilityCustomAction) -> Bool

    open var name: String
    open var attributedName: NSAttributedString
    open var image: UIImage?
    open weak var target: AnyObject?
    /// Looked up in the action table (`UINibConnections.registerAction`) when performed: there is no Objective-C
    /// runtime on Linux. A performed selector counts as success, since its return value cannot be carried.
    open var selector: Selector?
    open var actionHandler: ActionHandler?
    open var category: String?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        attributedName = NSAttributedString(string: name)
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        name = attributedName.string
        self.attributedName = attributedName
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    public init(name: String, actionHandler: ActionHandler?) {
        self.name = name
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    public init(attributedName: NSAttributedString, actionHandler: ActionHandler?) {
        name = attributedName.string
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    public init(name: String, image: UIImage?, actionHandler: ActionHandler?) {
        self.name = name
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Runs the handler, else sends the selector to the target; false when neither is there or the target has no
    /// such method.
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else {
            UIKitLog.error("UIAccessibilityCustomAction \"\(name)\" has no handler and no target; nothing performed")
            return false
        }
        if UINibConnections.perform(selector, on: target, with: self) { return true }
        UIKitLog.error("\(type(of: target)) has no action \(selector.name) registered; custom action \"\(name)\" not performed")
        return false
    }
}
