import Foundation

/// What validation may change of a command, kept so that the next validation starts from the command as made.
struct UnvalidatedCommand {
    let title: String
    let image: UIImage?
    let discoverabilityTitle: String?
    let attributes: UIMenuElement.Attributes
    let state: UIMenuElement.State
}

/// Validating a command before a menu shows it or its keys perform it: with no target on the responder chain it is
/// disabled; otherwise its target's `validate(_:)` may change its title, image, state or attributes.
extension UICommand {
    /// Validates from `start` (the first responder, or the window); returns the target, nil when there is none.
    @discardableResult
    func validate(from start: UIResponder) -> UIResponder? {
        if let unvalidated {
            title = unvalidated.title
            image = unvalidated.image
            discoverabilityTitle = unvalidated.discoverabilityTitle
            attributes = unvalidated.attributes
            state = unvalidated.state
        } else {
            unvalidated = UnvalidatedCommand(title: title, image: image, discoverabilityTitle: discoverabilityTitle,
                                             attributes: attributes, state: state)
        }
        guard let target = target(from: start) else {
            attributes.insert(.disabled)
            return nil
        }
        UIResponder.systemActions[action.name]?.validate?(target, self)
        target.validate(self)
        return target
    }
}

extension UIMenu {
    /// Validates every command of the menu and its submenus from `start`.
    func validateCommands(from start: UIResponder) {
        for child in children {
            switch child {
            case let command as UICommand: command.validate(from: start)
            case let menu as UIMenu: menu.validateCommands(from: start)
            default: break
            }
        }
    }
}
