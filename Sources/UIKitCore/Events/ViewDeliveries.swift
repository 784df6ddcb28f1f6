/// Touches to send to views, grouped per view and phase so each view hears one call per phase, in the order the
/// views first appear; phases go began, moved, ended, cancelled.
@MainActor struct ViewDeliveries {
    private var order: [UIView] = []
    private var groups: [ObjectIdentifier: [UITouch.Phase: Set<UITouch>]] = [:]

    mutating func add(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard let view = touch.view else { return }
        let id = ObjectIdentifier(view)
        if groups[id] == nil {
            order.append(view)
            groups[id] = [:]
        }
        groups[id]?[phase, default: []].insert(touch)
    }

    func send(with event: UIEvent) {
        for view in order {
            guard let byPhase = groups[ObjectIdentifier(view)] else { continue }
            if let touches = byPhase[.began] { view.touchesBegan(touches, with: event) }
            if let touches = byPhase[.moved] { view.touchesMoved(touches, with: event) }
            if let touches = byPhase[.ended] { view.touchesEnded(touches, with: event) }
            if let touches = byPhase[.cancelled] { view.touchesCancelled(touches, with: event) }
        }
    }
}
