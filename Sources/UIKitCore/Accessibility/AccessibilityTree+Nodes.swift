import Foundation

/// What each element is now: its role from traits, container and kind; its name, description and value; its
/// states; its screen extents; its actions.
extension AccessibilityTree {
    package func node(_ id: AccessibilityElementID) -> AccessibilityNode? {
        if id == .application {
            return AccessibilityNode(role: .application, name: ProcessInfo.processInfo.processName, description: "", value: "",
                                     identifier: "", language: "", states: [.enabled, .sensitive], frame: .zero, actions: [],
                                     numericValue: nil, isTextElement: false)
        }
        guard let object = object(for: id), let element = object as? AccessibilityDescribing else { return nil }
        let cacheIsUsable = cacheIsUsable()
        if cacheIsUsable, let cached = nodeCache[id.rawValue] { return cached }
        let node = describe(object, element, id: id)
        if cacheIsUsable { nodeCache[id.rawValue] = node }
        return node
    }

    private func describe(_ object: AnyObject, _ element: AccessibilityDescribing, id: AccessibilityElementID) -> AccessibilityNode {
        let traits = element.accessibilityTraits
        let role = role(of: object, traits: traits)
        var name = element.accessibilityLabel ?? ""
        if let window = object as? UIWindow { name = window.desktopTitle }
        let text = object as? any TextEditingView
        if let text { noteTextReported(AccessibilityText.readableText(of: text), of: id) }
        return AccessibilityNode(
            role: role, name: name, description: element.accessibilityHint ?? "",
            value: element.accessibilityValue ?? "",
            identifier: (object as? UIAccessibilityIdentification)?.accessibilityIdentifier ?? "",
            language: element.accessibilityLanguage ?? "", states: states(of: object, element, traits: traits, role: role),
            frame: object is UIWindow ? (object as? UIWindow)?.frame ?? .zero : element.accessibilityFrame,
            actions: actionNames(of: element, traits: traits, role: role), numericValue: numericValue(of: object),
            isTextElement: text != nil, keyBinding: (object as? MenuRowAccessibilityElement)?.shortcut ?? "")
    }

    func role(of object: AnyObject, traits: UIAccessibilityTraits) -> AccessibilityRole {
        if object is UIWindow { return .window }
        if let standard = (object as? any StandardAccessibility)?.standardAccessibilityRole { return standard }
        if traits.contains(.tabBar) { return .pageTabList }
        if let element = object as? AccessibilityDescribing, !element.isAccessibilityElement {
            if element.accessibilityViewIsModal { return .dialog }
            switch element.accessibilityContainerType {
            case .dataTable: return .table
            case .list: return .list
            default: return .panel
            }
        }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return isInTabList(object) ? .pageTab : .pushButton }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if isInList(object) { return .listItem }
        if traits.contains(.staticText) { return .label }
        return .label
    }

    private func container(of object: AnyObject) -> AnyObject? {
        parent(of: id(for: object)).flatMap { self.object(for: $0) }
    }

    private func isInTabList(_ object: AnyObject) -> Bool {
        guard let container = container(of: object) else { return false }
        return role(of: container, traits: (container as? AccessibilityDescribing)?.accessibilityTraits ?? .none) == .pageTabList
    }

    private func isInList(_ object: AnyObject) -> Bool {
        guard let container = container(of: object) as? AccessibilityDescribing else { return false }
        return container.accessibilityContainerType == .list || container.accessibilityContainerType == .dataTable
    }

    func states(of object: AnyObject, _ element: AccessibilityDescribing, traits: UIAccessibilityTraits,
                role: AccessibilityRole) -> AccessibilityStates {
        var states: AccessibilityStates = []
        if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
        if isShowing(object) { states.formUnion([.showing, .visible]) }
        if traits.contains(.selected) { states.insert(.selected) }
        if role == .pageTab || role == .listItem || role == .tableCell { states.insert(.selectable) }
        if role == .checkMenuItem {
            states.insert(.checkable)
            if element.accessibilityValue == "1" { states.insert(.checked) }
        }
        if traits.contains(.toggleButton) {
            states.insert(.checkable)
            if element.accessibilityValue == "1" { states.insert(.checked) }
        }
        if element.accessibilityViewIsModal || role == .dialog { states.insert(.modal) }
        if traits.contains(.updatesFrequently), (object as? UIActivityIndicatorView)?.isAnimating == true { states.insert(.busy) }
        if let window = object as? UIWindow, window.isKeyWindow { states.insert(.active) }
        if let view = object as? UIView {
            if view.canBecomeFocused { states.insert(.focusable) }
            if let system = view.window?.focusSystemIfMade, system.focusedView === view { states.insert(.focused) }
        }
        if let text = object as? any TextEditingView {
            states.insert(text.isMultiline ? .multiLine : .singleLine)
            if text.allowsEditing { states.insert(.editable) }
            states.insert(.focusable)
        }
        return states
    }

    /// On screen: in a visible window, its frame meeting the window's.
    private func isShowing(_ object: AnyObject) -> Bool {
        guard let window = window(of: object), !window.isHidden else { return false }
        if object is UIWindow { return true }
        var view = object as? UIView ?? (object as? UIAccessibilityElement)?.containerView
        while let current = view {
            if current.isHidden || current.alpha <= 0.01 { return false }
            view = current.superview
        }
        return true
    }

    func actionNames(of element: AccessibilityDescribing, traits: UIAccessibilityTraits, role: AccessibilityRole) -> [String] {
        var names: [String] = []
        // An adjustable element is worked by its increment and decrement, not pressed (as VoiceOver does).
        if element.isAccessibilityElement, !traits.contains(.adjustable),
           element.accessibilityRespondsToUserInteraction || role.isActivatable {
            names.append(role == .toggleButton ? "toggle" : "press")
        }
        if traits.contains(.adjustable) { names += ["increment", "decrement"] }
        names += (element.accessibilityCustomActions ?? []).map(\.name)
        return names
    }

    func numericValue(of object: AnyObject) -> AccessibilityNumericValue? {
        switch object {
        case let slider as UISlider:
            let range = Double(slider.maximumValue - slider.minimumValue)
            return AccessibilityNumericValue(current: Double(slider.value), minimum: Double(slider.minimumValue),
                                             maximum: Double(slider.maximumValue), increment: range / 10)
        case let stepper as UIStepper:
            return AccessibilityNumericValue(current: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue,
                                             increment: stepper.stepValue)
        case let progress as UIProgressView:
            return AccessibilityNumericValue(current: Double(progress.progress), minimum: 0, maximum: 1, increment: 0)
        default:
            return nil
        }
    }
}

extension AccessibilityRole {
    /// Roles whose element does something when activated, whatever its traits say.
    var isActivatable: Bool {
        switch self {
        case .pushButton, .toggleButton, .link, .pageTab, .listItem, .tableCell, .menuItem, .checkMenuItem, .textField, .passwordText, .searchField:
            return true
        default:
            return false
        }
    }
}
