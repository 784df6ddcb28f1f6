/// Explicit animations on layers: `add(_:forKey:)` and friends, presentation layers, and the per-frame update that
/// keeps render trees showing presentation values while animations run.
extension CALayer {
    /// Adds a copy of `anim`. One animation per key: a new one replaces the old (which stops unfinished). An
    /// animation of a property that cannot animate (such as `frame`) is ignored, as Core Animation documents.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy()
        // A property animation without a key path animates the property its key names.
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
        // There is one transition at a time, under kCATransition.
        let key = copy is CATransition ? kCATransition : key
        let paths = copy.animatedKeyPaths
        if !(copy is CATransition), !paths.isEmpty, !paths.allSatisfy(animates) {
            CALog.error("ignored an animation of \(paths.filter { !animates($0) }): not animatable")
            return
        }
        if copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        if let property = copy as? CAPropertyAnimation, let keyPath = property.keyPath,
           let underlying = value(forKeyPath: keyPath) {
            property.adopt(underlying: underlying)
        }
        // A transition starts from what was last committed (taken before the transition it replaces stops).
        if let transition = copy as? CATransition {
            (transition.oldAppearance, transition.plainOldAppearance) = appearanceForNewTransition()
        }
        if let key { removeAnimation(forKey: key, finished: false) }
        copy.transactionGroup = CATransaction.currentCompletionGroup
        copy.transactionGroup?.animationAdded()
        animationEntries.append(LayerAnimation(key: key, animation: copy))
        CAAnimationEngine.register(self)
        changed()
    }

    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// Keys of the attached animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    public func removeAnimation(forKey key: String) {
        removeAnimation(forKey: key, finished: false)
    }

    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        if !removed.isEmpty { changed() }
        for entry in removed { CAAnimationEngine.didStop(entry, finished: false) }
    }

    private func removeAnimation(forKey key: String, finished: Bool) {
        let removed = animationEntries.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { $0.key == key }
        changed()
        for entry in removed { CAAnimationEngine.didStop(entry, finished: finished) }
    }

    /// A copy of the layer as it appears now: model values with the running animations applied. `nil` before the
    /// layer has been committed, as in Core Animation.
    public func presentation() -> Self? {
        guard hasBeenCommitted else { return nil }
        return makePresentationCopy(at: CACurrentMediaTime())
    }

    /// The model layer of a presentation copy; the layer itself otherwise.
    public func model() -> Self {
        (presentationModel as? Self) ?? self
    }

    func makePresentationCopy(at time: CFTimeInterval) -> Self {
        let copy = Self(layer: self)
        copy.isPresentationCopy = true
        copy.presentationModel = self
        guard !animationEntries.isEmpty else { return copy }
        animatedValues(at: time).write(to: copy)
        return copy
    }

    /// The running animations evaluated at `time` over the model values.
    func animatedValues(at time: CFTimeInterval) -> AnimatedValues {
        var values = AnimatedValues(layer: self)
        let localTime = convertTime(time, from: nil)
        for entry in animationEntries { entry.animation.apply(to: &values, atParentTime: localTime) }
        return values
    }

    /// Converts a time from `layer`'s timeline (nil: the media clock) to this layer's, through each layer's
    /// `beginTime`, `speed` and `timeOffset`.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let fromRoot = layer.map { t - $0.timeFromRoot(0) } ?? t
        return timeFromRoot(fromRoot)
    }

    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let root = rootTime(fromLocal: t)
        return layer?.convertTime(root, from: nil) ?? root
    }

    private func timeFromRoot(_ t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.timeFromRoot(t) ?? t
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    private func rootTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.rootTime(fromLocal: parentTime) ?? parentTime
    }

    /// Properties Core Animation animates (and their sub-key paths such as `transform.rotation.z`). `sublayers` and
    /// `mask` are not among them here: Core Animation "animates" them with a transition (the `"sublayers"` action,
    /// see CALayer+OrderActions.swift), never by interpolating layers, and a presentation copy must not adopt them.
    package static func isAnimatable(_ keyPath: String) -> Bool {
        let root = keyPath.split(separator: ".").first.map(String.init) ?? keyPath
        return animatableKeys.contains(root)
    }

    /// Core Animation's animatable keys, and a custom key this layer's class redraws for (`needsDisplay(forKey:)`),
    /// which stands for an Objective-C subclass's `@NSManaged` property.
    func animates(_ keyPath: String) -> Bool {
        CALayer.isAnimatable(keyPath) || type(of: self).needsDisplay(forKey: keyPath)
    }

    static let animatableKeys: Set<String> = [
        "anchorPoint", "anchorPointZ", "backgroundColor", "borderColor", "borderWidth", "bounds", "contents",
        "contentsCenter", "contentsRect", "contentsScale", "cornerRadius", "isDoubleSided", "doubleSided",
        "isHidden", "hidden", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset",
        "shadowOpacity", "shadowPath", "shadowRadius", "sublayerTransform", "transform", "zPosition",
        // Subclasses' animatable properties.
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor", "instanceCount",
        "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
        "instanceBlueOffset", "instanceAlphaOffset",
        // The backdrop layer's (UIVisualEffectView animates its effect through them).
        "blurRadius", "backdropTintColor", "saturationAmount",
    ]
}

/// An animation attached to a layer under a key.
struct LayerAnimation {
    let key: String?
    let animation: CAAnimation
    var started = false
}

extension CALayer: CAMediaTiming {}
