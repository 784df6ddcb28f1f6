/// A spring-loaded button is tapped by a drag that stays over it: it sends its touch-up-inside and primary
/// actions. The setting lives as the button's spring-loaded interaction (extensions store nothing).
extension UIButton: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { interactions.contains { $0 is ButtonSpringLoading } }
        set {
            guard newValue != isSpringLoaded else { return }
            if newValue {
                addInteraction(ButtonSpringLoading(handler: { interaction, _ in
                    guard let button = interaction.view as? UIButton, button.isEnabled else { return }
                    button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
                }))
            } else {
                for case let loading as ButtonSpringLoading in interactions { removeInteraction(loading) }
            }
        }
    }
}

/// The interaction `isSpringLoaded` adds to a button.
@MainActor final class ButtonSpringLoading: UISpringLoadedInteraction {}
