import Foundation

/// A window's keyboard focus, as desktop users expect: Tab and Shift+Tab walk the focusable views (controls and
/// text fields) in reading order, top to bottom and leading to trailing, round and round; the focused view shows a
/// ring in its tint colour and Space, Return and the arrows operate it (see `UIControl+Keyboard.swift`). A text
/// field that takes focus becomes first responder and edits; any other view takes focus without being first
/// responder, and a text field that was editing ends. Views that share a `focusGroupIdentifier` are kept together
/// in the order, where the group's first view stands.
@preconcurrency @MainActor public final class UIFocusSystem: NSObject {
    private(set) weak var window: UIWindow?
    /// The non-text view holding focus (a text field holds it by being first responder).
    private weak var keyboardFocusedView: UIView?
    private let ring = FocusRingLayer()

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The focus system of the window `environment` is in.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        var current: (any UIFocusEnvironment)? = environment
        while let environment = current {
            if let window = environment as? UIWindow { return window.focusSystem }
            if let view = environment as? UIView, let window = view.window { return window.focusSystem }
            current = environment.parentFocusEnvironment
        }
        return nil
    }

    /// The focused view: the first responder when it is a focusable view of this window, else the view Tab last
    /// moved to, while it can still be focused.
    public var focusedItem: (any UIFocusItem)? { focusedView }

    var focusedView: UIView? {
        if let responder = UIResponder.currentFirstResponder as? UIView, responder.window === window, responder.canBecomeFocused {
            return responder
        }
        guard let view = keyboardFocusedView, view.window === window, isEligible(view) else { return nil }
        return view
    }

    /// Moves focus to the first focusable view in `environment` (itself, or a view inside it), now.
    public func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        let target: UIView?
        if let view = environment as? UIView {
            target = view.canBecomeFocused && isEligible(view) ? view : focusOrder(in: view).first
        } else {
            target = nil
        }
        guard let target else { return }
        focus(target, heading: [])
    }

    /// Focus moves at once here, so there is never an update pending.
    public func updateFocusIfNeeded() {}

    // MARK: The order

    /// Whether `view` may take focus now: it says so, it is in this window, and neither it nor an ancestor is
    /// hidden, transparent or deaf to the user.
    func isEligible(_ view: UIView) -> Bool {
        guard view.canBecomeFocused, view.window === window else { return false }
        var current: UIView? = view
        while let each = current {
            if each.isHidden || each.alpha < 0.01 || !each.isUserInteractionEnabled { return false }
            current = each.superview
        }
        return true
    }

    /// The focusable views under `root` (the window by default), in reading order.
    func focusOrder(in root: UIView? = nil) -> [UIView] {
        guard let window, let root = root ?? window as UIView? else { return [] }
        var found: [(view: UIView, frame: CGRect)] = []
        var pending: [UIView] = [root]
        while let view = pending.popLast() {
            if view !== root && (view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled) { continue }
            if view.canBecomeFocused && isEligible(view) {
                let frame = view.convert(view.bounds, to: window)
                if frame.isValidGeometry { found.append((view, frame)) }
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return Self.readingOrder(found)
    }

    /// Rows top to bottom (a view whose top is above the middle of a row's first view joins that row), each row
    /// leading to trailing; then each focus group gathered where its first member stands.
    static func readingOrder(_ items: [(view: UIView, frame: CGRect)]) -> [UIView] {
        let byTop = items.enumerated().sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
            .map(\.element)
        var rows: [[(view: UIView, frame: CGRect)]] = []
        for item in byTop {
            if let anchor = rows.last?.first, item.frame.minY < anchor.frame.midY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        let ordered = rows.flatMap { row in row.sorted { $0.frame.minX < $1.frame.minX } }.map(\.view)
        var result: [UIView] = []
        var placedGroups: Set<String> = []
        for view in ordered {
            guard let group = view.focusGroupIdentifier else { result.append(view); continue }
            guard placedGroups.insert(group).inserted else { continue }
            result.append(contentsOf: ordered.filter { $0.focusGroupIdentifier == group })
        }
        return result
    }

    // MARK: Moving focus

    /// Tab (forward) or Shift+Tab: the next view in the order after the focused one, wrapping round.
    func moveFocus(forward: Bool) {
        let order = focusOrder()
        guard !order.isEmpty else { return }
        let next: UIView
        if let current = focusedView, let index = order.firstIndex(where: { $0 === current }) {
            next = order[(index + (forward ? 1 : -1) + order.count) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        focus(next, heading: forward ? .next : .previous)
    }

    /// Gives `view` focus if every environment around the old and the new focus agrees.
    func focus(_ view: UIView, heading: UIFocusHeading) {
        let previous = focusedView
        guard previous !== view else { return showRing() }
        let context = UIFocusUpdateContext(previous: previous, next: view, heading: heading)
        let environments = Self.environments(around: [previous, view])
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return }
        if view.canBecomeFirstResponder {
            keyboardFocusedView = nil
            guard view.becomeFirstResponder() else { return }
        } else {
            if let responder = UIResponder.currentFirstResponder as? UIView, responder.window === window {
                _ = responder.resignFirstResponder()
            }
            keyboardFocusedView = view
        }
        previous?.focusStateDidChange()
        view.focusStateDidChange()
        showRing()
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
    }

    /// The views themselves and their ancestors, each once, innermost first.
    private static func environments(around views: [UIView?]) -> [UIView] {
        var result: [UIView] = []
        for view in views {
            var current = view
            while let each = current {
                if !result.contains(where: { $0 === each }) { result.append(each) }
                current = each.superview
            }
        }
        return result
    }

    /// The ring on the focused view, unless it is a text field, whose caret already says where typing goes.
    func showRing() {
        guard let view = focusedView, !(view is UITextField) else { return hideRing() }
        if ring.superlayer !== view.layer { view.layer.addSublayer(ring) }
        ring.update(for: view)
    }

    func hideRing() {
        ring.removeFromSuperlayer()
    }

    /// The first responder changed (a click into a text field, a field that stopped editing): a control focused
    /// from the keyboard gives up focus to a new first responder in this window.
    func firstResponderDidChange(to responder: UIResponder?) {
        if let view = responder as? UIView, view.window === window, let old = keyboardFocusedView, old !== view {
            keyboardFocusedView = nil
            old.focusStateDidChange()
        }
        showRing()
    }

    // MARK: Keys

    /// Takes the presses that move focus (Tab, Shift+Tab, Control+Tab out of a text view) and the ones the focused
    /// control uses; returns the rest.
    func handle(_ presses: Set<UIPress>, isRepeat: Bool) -> Set<UIPress> {
        var rest: Set<UIPress> = []
        for press in presses {
            guard let key = press.key else { rest.insert(press); continue }
            if key.keyCode == .keyboardTab && key.modifierFlags.isDisjoint(with: [.command, .alternate]) {
                moveFocus(forward: !key.modifierFlags.contains(.shift))
                continue
            }
            if let view = focusedView, let operable = view as? FocusKeyHandling, !(view is UITextField),
               (view as? UIControl)?.isEnabled ?? true, operable.performKeyboardOperation(key, isRepeat: isRepeat) {
                continue
            }
            rest.insert(press)
        }
        return rest
    }
}

/// A focusable view that works with keys while focused (controls, pickers); true when it used the key.
@MainActor protocol FocusKeyHandling {
    func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool
}

extension UIControl: FocusKeyHandling {}

extension UIResponder {
    /// Tells the focus system of the new first responder's window (or of every window, when none) that focus may
    /// have moved with it.
    static func noteFirstResponderChangeForFocus() {
        for window in UIApplication.shared.windows { window.focusSystemIfMade?.firstResponderDidChange(to: currentFirstResponder) }
    }
}
