import Foundation

/// The spring loading of the application's drag: which spring-loaded interaction (and item of its view) the drag
/// stays over, and that stay's way to activation. A stay begins when the behavior allows it (`.possible`, the effect
/// told), flashes `activationFlash` before the delay ends (`.activating`) and activates when it ends (`.activated`,
/// the handler runs, once per stay). The behavior is asked again at every move; a refusal, leaving the view or its
/// item, or the end of the drag ends the stay (`.inactive` unless it activated) and the behavior hears
/// `interactionDidFinish`.
@MainActor final class SpringLoadingTracker {
    /// How long before activation the effect flashes (`.activating`).
    static let activationFlash: TimeInterval = 0.15

    private weak var interaction: UISpringLoadedInteraction?
    private var item: AnyHashable?
    private var context: SpringLoadedContext?
    private var timers: [EventTimer] = []

    /// The drag moved to a window point.
    func update(at point: CGPoint, in window: UIWindow) {
        let (hovered, target) = Self.interaction(at: point, in: window)
        if hovered !== interaction || target?.item != item {
            end()
            interaction = hovered
            item = target?.item
            guard let hovered, let view = hovered.view else { return }
            let context = SpringLoadedContext(targetView: target?.view ?? view, windowLocation: point, window: window)
            context.targetItem = target?.item.base
            self.context = context
            begin(hovered, context)
            return
        }
        guard let interaction, let context, context.state != .activated else { return }
        context.windowLocation = point
        if context.state == .inactive {
            begin(interaction, context)
        } else if !interaction.interactionBehavior.shouldAllow(interaction, with: context) {
            stop(interaction, context)
        }
    }

    /// The drag ended or left: the stay ends.
    func end() {
        if let interaction, let context, context.state != .activated, context.state != .inactive {
            stop(interaction, context)
        }
        timers.forEach { $0.invalidate() }
        timers = []
        interaction = nil
        item = nil
        context = nil
    }

    private func begin(_ interaction: UISpringLoadedInteraction, _ context: SpringLoadedContext) {
        guard interaction.interactionBehavior.shouldAllow(interaction, with: context) else { return }
        set(.possible, of: interaction, context)
        let delay = UISpringLoadedInteraction.activationDelay
        timers = [
            UIApplication.eventTimerSource.schedule(after: delay - Self.activationFlash) { [weak self, weak interaction] in
                guard let self, let interaction, self.context === context, context.state == .possible else { return }
                self.set(.activating, of: interaction, context)
            },
            UIApplication.eventTimerSource.schedule(after: delay) { [weak self, weak interaction] in
                guard let self, let interaction, self.context === context, context.state == .activating else { return }
                self.timers = []
                self.set(.activated, of: interaction, context)
                interaction.activationHandler(interaction, context)
                interaction.interactionBehavior.interactionDidFinish(interaction)
            },
        ]
    }

    /// Refused or left before activating: the effect goes back, the behavior hears the end.
    private func stop(_ interaction: UISpringLoadedInteraction, _ context: SpringLoadedContext) {
        timers.forEach { $0.invalidate() }
        timers = []
        set(.inactive, of: interaction, context)
        interaction.interactionBehavior.interactionDidFinish(interaction)
    }

    private func set(_ state: UISpringLoadedInteractionEffectState, of interaction: UISpringLoadedInteraction,
                     _ context: SpringLoadedContext) {
        context.state = state
        interaction.interactionEffect.interaction(interaction, didChangeWith: context)
    }

    /// The innermost spring-loaded interaction on the views under `point`, and the item of its view there.
    private static func interaction(at point: CGPoint, in window: UIWindow)
        -> (UISpringLoadedInteraction?, (item: AnyHashable, view: UIView?)?) {
        var view = window.hitTest(point, with: nil)
        while let candidate = view {
            if let interaction = candidate.interactions.lazy.compactMap({ $0 as? UISpringLoadedInteraction }).first {
                return (interaction, interaction.item?(candidate, candidate.convert(point, from: window)))
            }
            view = candidate.superview
        }
        return (nil, nil)
    }
}
