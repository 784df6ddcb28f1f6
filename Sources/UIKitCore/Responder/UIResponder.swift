import Foundation

/// An object that can respond to events; views, view controllers, windows and the application are responders
/// (E-RC-1). Every event method's default passes the event to `next` (E-RC-4), so an unhandled event walks the
/// chain view -> view controller -> superview -> ... -> window -> application -> app delegate, and is then
/// discarded (E-RC-3).
///
/// The overridable members live in the class body: Swift cannot override members declared in extensions.
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain; subclasses say who that is.
    open var next: UIResponder? { nil }

    /// Sent by the nib loader to the objects it made once every outlet and action of the load is connected
    /// (R-NIB-4 step 4; Resources/Nibs). In the class body so that subclasses write `override func awakeFromNib()`.
    open func awakeFromNib() {}

    /// Receives the changes `addObserver(_:forKeyPath:options:context:)` asked for (NSObject+AddObserver.swift). In
    /// the class body so that subclasses write `override func observeValue(...)`; nonisolated, as Foundation's is.
    nonisolated open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                       change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    // MARK: Accessibility
    // The UIAccessibility informal protocol (NSObject's on iOS) lives in the class body so that views override it as
    // iOS code does; the logic is in Accessibility/UIResponder+Accessibility.swift.

    var accessibilityAttributesIfMade: AccessibilityAttributes?
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributesIfMade?.isElement ?? defaultIsAccessibilityElement } set { accessibilityAttributes.isElement = newValue }
    }
    open var accessibilityLabel: String? {
        get { accessibilityAttributesIfMade?.label ?? defaultAccessibilityLabel }
        set {
            accessibilityAttributes.label = newValue
            if let view = self as? UIView { AccessibilityTree.shared.nameDidChange(of: view) }
        }
    }
    open var accessibilityHint: String? { get { accessibilityAttributesIfMade?.hint } set { accessibilityAttributes.hint = newValue } }
    open var accessibilityValue: String? {
        get { accessibilityAttributesIfMade?.value ?? defaultAccessibilityValue } set { accessibilityAttributes.value = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributesIfMade?.traits ?? defaultAccessibilityTraits } set { accessibilityAttributes.traits = newValue }
    }
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributesIfMade?.frame ?? defaultAccessibilityFrame } set { accessibilityAttributes.frame = newValue }
    }
    open var accessibilityPath: UIBezierPath? { get { accessibilityAttributesIfMade?.path } set { accessibilityAttributes.path = newValue } }
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityAttributesIfMade?.activationPoint ?? accessibilityFrame.accessibilityMiddle } set { accessibilityAttributes.activationPoint = newValue }
    }
    open var accessibilityLanguage: String? { get { accessibilityAttributesIfMade?.language } set { accessibilityAttributes.language = newValue } }
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributesIfMade?.elementsHidden ?? false } set { accessibilityAttributes.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributesIfMade?.viewIsModal ?? defaultAccessibilityViewIsModal } set { accessibilityAttributes.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributesIfMade?.shouldGroupChildren ?? false } set { accessibilityAttributes.shouldGroupChildren = newValue }
    }
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityAttributesIfMade?.navigationStyle ?? .automatic } set { accessibilityAttributes.navigationStyle = newValue }
    }
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityAttributesIfMade?.respondsToUserInteraction ?? defaultAccessibilityRespondsToUserInteraction }
        set { accessibilityAttributes.respondsToUserInteraction = newValue }
    }
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityAttributesIfMade?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityAttributes.userInputLabels = newValue }
    }
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributesIfMade?.elements } set { accessibilityAttributes.elements = newValue; accessibilityChildrenDidChange() }
    }
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? { AccessibilityContainer.element(at: index, in: accessibilityElements) }
    open func index(ofAccessibilityElement element: Any) -> Int { AccessibilityContainer.index(of: element, in: accessibilityElements) }
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityAttributesIfMade?.containerType ?? defaultAccessibilityContainerType }
        set { accessibilityAttributes.containerType = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributesIfMade?.customActions } set { accessibilityAttributes.customActions = newValue }
    }
    open func accessibilityActivate() -> Bool { defaultAccessibilityActivate() }
    open func accessibilityIncrement() { defaultAccessibilityAdjust(by: 1) }
    open func accessibilityDecrement() { defaultAccessibilityAdjust(by: -1) }
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    static weak var currentFirstResponder: UIResponder? {
        didSet {
            TextInputFocus.update()
            noteFirstResponderChangeForFocus()
        }
    }

    /// Fails unless `canBecomeFirstResponder`; a view must be in a window (E-RC-2). The current first responder is
    /// asked to resign first and may refuse.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = UIResponder.currentFirstResponder, current !== self {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        UIResponder.currentFirstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    // MARK: Touches (default: up the chain)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers; key presses look for them along the chain from the first
    /// responder before `pressesBegan` is sent.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Actions (Responder/UIResponder+Actions.swift)

    /// Whether this responder performs `action` now: by default, whether its class has the action (a standard edit
    /// action it overrides says so itself, as `UITextField` does; any other action is one registered with
    /// `UINibConnections`, which stands for `respondsToSelector:`). The system's actions of the standard menus are
    /// performed by the responders that can: Undo and Redo (`undo:`, `redo:`) by any whose undo manager can.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        UINibConnections.responds(self, to: action) || canPerformSystemAction(action)
    }

    /// The responder that performs `action`: this one if `canPerformAction(_:withSender:)` says so, else the next
    /// responder's answer.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Lets the target of a menu command set its title, image, state or attributes before the menu shows it.
    open func validate(_ command: UICommand) {}

    /// Sent to the application, then its delegate, when the main menu is built (`UIMenuSystem.main`): add,
    /// remove or replace menus and commands with the builder.
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// The undo manager of the nearest responder up the chain that has one (every window has one).
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    // Without an Objective-C runtime these are methods of every responder that do nothing: a responder that
    // performs one overrides it and says so in `canPerformAction(_:withSender:)`, and only such a target is sent
    // one by the Edit menu or its keys.
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func pasteAndMatchStyle(_ sender: Any?) {}
    open func pasteAndGo(_ sender: Any?) {}
    open func pasteAndSearch(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}
    open func find(_ sender: Any?) {}
    open func findAndReplace(_ sender: Any?) {}
    open func findNext(_ sender: Any?) {}
    open func findPrevious(_ sender: Any?) {}
    open func useSelectionForFind(_ sender: Any?) {}

    // MARK: Presses (keys)

    /// A responder that takes text (`UIKeyInput`) types the keys it gets; the rest go up the chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = typeText(of: presses)
        if !rest.isEmpty { next?.pressesBegan(rest, with: event) }
    }
    /// A key held down repeats (auto-repeat arrives as a change): a text responder types it again.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = typeText(of: presses)
        if !rest.isEmpty { next?.pressesChanged(rest, with: event) }
    }
    /// Presses this responder typed end here; the others go up the chain.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { $0.typedBy !== self }
        if !rest.isEmpty { next?.pressesEnded(rest, with: event) }
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { $0.typedBy !== self }
        if !rest.isEmpty { next?.pressesCancelled(rest, with: event) }
    }

    // MARK: Motion and remote control (E-MO-1..3)

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }
}
