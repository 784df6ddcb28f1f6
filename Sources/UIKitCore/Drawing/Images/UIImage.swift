/// An immutable image with a scale (pixels per point) and an orientation; thread-safe, as on iOS.
public final class UIImage: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is an immutable `let` of a thread-safe type.
    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    public let renderingMode: RenderingMode
    /// The frames of an animated image (see UIImage+Animated.swift); nil for a still image.
    public let images: [UIImage]?
    /// How long one cycle of an animated image's frames lasts, in seconds; 0 for a still image.
    public let duration: TimeInterval

    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public enum ResizingMode: Int, Sendable { case tile, stretch }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// An empty image (size zero), as `UIImage()` is on iOS.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        capInsets = .zero
        resizingMode = .tile
        renderingMode = .automatic
        images = nil
        duration = 0
        super.init()
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
        capInsets = .zero
        resizingMode = .tile
        renderingMode = .automatic
        images = nil
        duration = 0
        super.init()
    }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    init(copying image: UIImage, capInsets: UIEdgeInsets, resizingMode: ResizingMode, renderingMode: RenderingMode) {
        cgImage = image.cgImage
        scale = image.scale
        imageOrientation = image.imageOrientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        images = image.images?.map {
            UIImage(copying: $0, capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
        }
        duration = image.duration
        super.init()
    }

    /// An animated image: the first frame's pixels and scale (what drawing it shows), all the frames in `images`.
    init(animating frames: [UIImage], duration: TimeInterval) {
        let first = frames[0]
        cgImage = first.cgImage
        scale = first.scale
        imageOrientation = first.imageOrientation
        capInsets = first.capInsets
        resizingMode = first.resizingMode
        renderingMode = first.renderingMode
        images = frames
        self.duration = duration
        super.init()
    }

    /// PNG or JPEG data; `nil` for anything else, and for corrupt or truncated data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Reads an image file; a `@2x` or `@3x` suffix on the name sets the scale, as on iOS.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The size in points, with width and height swapped for the sideways orientations.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
    }

    public func pngData() -> Data? { cgImage?.pngData() }

    public func jpegData(compressionQuality: CGFloat) -> Data? { cgImage?.jpegData(quality: compressionQuality) }

    public override var description: String {
        "<UIImage \(size.width)x\(size.height) @\(scale)x\(imageOrientation == .up ? "" : " \(imageOrientation)")>"
    }
}
