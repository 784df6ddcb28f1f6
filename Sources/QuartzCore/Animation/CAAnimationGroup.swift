/// Animations run together on the group's timeline: each child's times are relative to the group's local time,
/// and the group's duration cuts them off.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    open override func copy() -> CAAnimation {
        let copy = super.copy() as! CAAnimationGroup
        // Children without a duration of their own take the group's.
        copy.animations = animations?.map { child in
            let childCopy = child.copy()
            if childCopy.duration == 0 { childCopy.duration = timing.duration }
            return childCopy
        }
        return copy
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(to values: inout AnimatedValues, atParentTime time: CFTimeInterval) {
        let state = timing
        guard case .at(let fraction) = state.phase(atParentTime: time) else { return }
        // Children see the group's local time (the group's own timing function warps it).
        let eased = timingFunction?.evaluate(at: fraction) ?? fraction
        let local = eased * state.duration
        for child in animations ?? [] { child.apply(to: &values, atParentTime: local) }
    }
}
