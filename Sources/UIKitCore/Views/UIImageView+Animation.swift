/// Playing frames: `animationImages` between `startAnimating()` and `stopAnimating()`, and an animated `UIImage`
/// whenever it is shown. Both are discrete keyframe animations of the layer's `contents` on the media clock, so
/// the display link sleeps between frames (a frame change is the only wake-up), a late frame shows the frame due at
/// that moment, and tests step them with a manual clock.
extension UIImageView {
    /// The layer animation key of `animationImages`.
    static let frameAnimationKey = "UIImageViewAnimation"
    /// The layer animation key of a shown animated `UIImage`.
    static let animatedImageKey = "UIImageViewAnimatedImage"

    /// The frames `startAnimating()` plays now: the highlighted ones while highlighted, when there are any.
    private var playedAnimationImages: [UIImage] {
        if isHighlighted, let highlighted = highlightedAnimationImages, !highlighted.isEmpty { return highlighted }
        return animationImages ?? []
    }

    func startFrameAnimation() {
        let frames = playedAnimationImages
        guard !frames.isEmpty else {
            layer.removeAnimation(forKey: Self.frameAnimationKey)
            return
        }
        let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        let cycles = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(frameAnimation(of: frames, duration: duration, repeatCount: cycles), forKey: Self.frameAnimationKey)
    }

    func stopFrameAnimation() {
        layer.removeAnimation(forKey: Self.frameAnimationKey)
    }

    var isPlayingFrames: Bool { isPlaying(forKey: Self.frameAnimationKey) }

    /// Changed frames or timing restart a running animation with them, as UIKit does.
    func animationFramesDidChange() {
        if isPlayingFrames { startFrameAnimation() }
    }

    /// Highlighting switches between the plain and highlighted frames of a running animation.
    func highlightDidChangeAnimation() {
        if isPlayingFrames, !(highlightedAnimationImages ?? []).isEmpty { startFrameAnimation() }
    }

    /// Plays the shown image's frames when it is an animated image, forever; stops when it is not.
    func updateAnimatedImage() {
        guard let image = displayedImage, let frames = image.images, !frames.isEmpty else {
            layer.removeAnimation(forKey: Self.animatedImageKey)
            return
        }
        let duration = image.duration > 0 ? image.duration : Double(frames.count) / 30
        layer.add(frameAnimation(of: frames, duration: duration, repeatCount: .infinity), forKey: Self.animatedImageKey)
    }

    /// A discrete animation of `contents` through the frames, each shown for an equal share of `duration`.
    private func frameAnimation(of frames: [UIImage], duration: TimeInterval, repeatCount: Float) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.calculationMode = .discrete
        // A frame that cannot be shown (no pixels) shows nothing for its share, as on iOS.
        animation.values = frames.map { frame -> Any in
            if let pixels = contents(for: frame) { return pixels }
            return NSNull()
        }
        animation.duration = duration
        animation.repeatCount = repeatCount
        return animation
    }

    /// Whether the animation under `key` is attached and not yet played out.
    private func isPlaying(forKey key: String) -> Bool {
        guard let animation = layer.animation(forKey: key) else { return false }
        guard animation.repeatCount.isFinite else { return true }
        let end = animation.beginTime + animation.duration * Double(max(animation.repeatCount, 1))
        return layer.convertTime(CACurrentMediaTime(), from: nil) < end
    }
}
