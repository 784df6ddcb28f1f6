/// Animated images: a sequence of frames played over a duration. An image view showing one plays it; drawing one
/// draws its first frame.
extension UIImage {
    /// An image playing `images` over `duration` seconds. Nil for an empty list; a duration that is not a finite
    /// non-negative number is logged and taken as 0 (an image view then plays a frame every 1/30 s).
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard !images.isEmpty else {
            UIKitLog.error("UIImage.animatedImage(with:duration:) given no images; returning nil")
            return nil
        }
        return UIImage(animating: images.flatMap { $0.images ?? [$0] },
                       duration: validAnimationDuration(duration, in: "UIImage.animatedImage(with:duration:)"))
    }

    /// Loads the frames `name0`, `name1`, ... (or from `name1` when there is no `name0`) up to `name1024`, as
    /// `UIImage(named:)` finds them, and plays them over `duration` seconds. Nil when there is no such frame.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImageNamed(name, in: nil, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` reading from `bundle` (nil: the application's).
    static func animatedImageNamed(_ name: String, in bundle: Bundle?, duration: TimeInterval) -> UIImage? {
        let frames = numberedFrames(named: name, in: bundle)
        guard !frames.isEmpty else {
            UIKitLog.error("UIImage.animatedImageNamed: no images named '\(name)0' or '\(name)1'; returning nil")
            return nil
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable by `capInsets` (tiled).
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                  duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable by `capInsets` in `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                  resizingMode: UIImage.ResizingMode,
                                                  duration: TimeInterval) -> UIImage? {
        animatedImageNamed(name, duration: duration)?.resizableImage(withCapInsets: capInsets,
                                                                     resizingMode: resizingMode)
    }

    /// The frames `name0`... or `name1`..., stopping at the first number missing.
    private static func numberedFrames(named name: String, in bundle: Bundle?) -> [UIImage] {
        let start = UIImage(named: "\(name)0", in: bundle) != nil ? 0 : 1
        var frames: [UIImage] = []
        for number in start...1024 {
            guard let frame = UIImage(named: "\(name)\(number)", in: bundle) else { break }
            frames.append(frame)
        }
        return frames
    }

    /// `duration` when it is a finite number of seconds not below zero; otherwise 0, logged.
    static func validAnimationDuration(_ duration: TimeInterval, in caller: String) -> TimeInterval {
        guard duration.isFinite, duration >= 0 else {
            UIKitLog.error("\(caller): the duration \(duration) is not a finite number of seconds; using 0")
            return 0
        }
        return duration
    }
}
