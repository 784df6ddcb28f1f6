import Foundation

/// What a client may do to an element: its actions by index (as `node(_:).actions` lists them), its value, its
/// text, its selected children, its focus. Every request for an element that went away answers false or nil.
extension AccessibilityTree {
    @discardableResult
    package func performAction(_ index: Int, on id: AccessibilityElementID) -> Bool {
        guard let object = object(for: id), let element = object as? AccessibilityDescribing, let node = node(id) else {
            return false
        }
        guard node.actions.indices.contains(index) else {
            UIKitLog.error("accessibility action \(index) is out of range for an element with \(node.actions.count); nothing done")
            return false
        }
        let custom = element.accessibilityCustomActions ?? []
        let ownCount = node.actions.count - custom.count
        if index >= ownCount { return custom[index - ownCount].perform() }
        switch node.actions[index] {
        case "increment": element.accessibilityIncrement(); return true
        case "decrement": element.accessibilityDecrement(); return true
        default: return activate(element)
        }
    }

    /// `accessibilityActivate()`, else a click at the activation point's view, as VoiceOver taps for an element
    /// that does not activate itself.
    private func activate(_ element: AccessibilityDescribing) -> Bool {
        if element.accessibilityActivate() { return true }
        guard let view = element as? UIView ?? (element as? UIAccessibilityElement)?.containerView else { return false }
        if let control = view as? UIControl, control.isEnabled {
            control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            return true
        }
        return false
    }

    /// Sets a slider's or stepper's value as the user would, sending Value Changed.
    @discardableResult
    package func setNumericValue(_ value: Double, of id: AccessibilityElementID) -> Bool {
        guard value.isFinite else {
            UIKitLog.error("accessibility value \(value) is not a number; nothing changed")
            return false
        }
        switch object(for: id) {
        case let slider as UISlider where slider.isEnabled:
            let before = slider.value
            slider.setValue(Float(value), animated: false)
            if slider.value != before { slider.sendActions(for: .valueChanged) }
            return true
        case let stepper as UIStepper where stepper.isEnabled:
            let before = stepper.value
            stepper.value = value
            if stepper.value != before { stepper.sendActions(for: .valueChanged) }
            return true
        default:
            return false
        }
    }

    // MARK: Text

    /// The text of a text field or view, with the caret and selection (UTF-16 offsets).
    package func text(of id: AccessibilityElementID) -> (text: String, caret: Int, selection: NSRange)? {
        guard let view = object(for: id) as? any TextEditingView else { return nil }
        let text = AccessibilityText.readableText(of: view)
        noteTextReported(text, of: id)
        return (text, AccessibilityText.caret(of: view), AccessibilityText.selection(of: view))
    }

    @discardableResult
    package func replaceText(in range: NSRange, with string: String, of id: AccessibilityElementID) -> Bool {
        guard let view = object(for: id) as? any TextEditingView else { return false }
        return AccessibilityText.replace(range, with: string, in: view)
    }

    @discardableResult
    package func setTextContents(_ string: String, of id: AccessibilityElementID) -> Bool {
        guard let view = object(for: id) as? any TextEditingView else { return false }
        return AccessibilityText.replace(NSRange(location: 0, length: view.editor.length), with: string, in: view)
    }

    @discardableResult
    package func selectText(_ range: NSRange, of id: AccessibilityElementID) -> Bool {
        guard let view = object(for: id) as? any TextEditingView else { return false }
        AccessibilityText.select(range, in: view)
        send(.caretMoved(id, offset: AccessibilityText.caret(of: view)))
        return true
    }

    // MARK: Selection and focus

    /// The children that are selected (a tab bar's selected tab, a segmented control's segment, selected rows).
    package func selectedChildren(of id: AccessibilityElementID) -> [AccessibilityElementID] {
        children(of: id).filter { child in
            (object(for: child) as? AccessibilityDescribing)?.accessibilityTraits.contains(.selected) ?? false
        }
    }

    /// Selects the child at `index` by activating it, as a click on a tab or segment does.
    @discardableResult
    package func selectChild(at index: Int, of id: AccessibilityElementID) -> Bool {
        let children = children(of: id)
        guard children.indices.contains(index), let child = object(for: children[index]) as? AccessibilityDescribing else {
            return false
        }
        return activate(child)
    }

    /// Moves keyboard focus to the element, as Tab would.
    @discardableResult
    package func grabFocus(_ id: AccessibilityElementID) -> Bool {
        guard let view = object(for: id) as? UIView, let system = view.window?.focusSystem, view.canBecomeFocused else { return false }
        system.focus(view, heading: [])
        return system.focusedView === view
    }
}
