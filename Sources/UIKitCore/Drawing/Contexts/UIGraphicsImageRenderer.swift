/// How an image renderer's bitmaps are made.
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    // @unchecked: plain value properties, set before the format is handed to a renderer, as on iOS.
    /// Pixels per point; 0 or less means the main screen's scale when the renderer draws.
    public var scale: CGFloat
    public var opaque: Bool = false
    public var preferredRange: Range = .standard

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    public override init() {
        scale = 0
        super.init()
    }

    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context a renderer hands to its actions: the Core Graphics context plus conveniences.
public final class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.cgContext = cgContext
        self.format = format
        self.scale = scale
    }

    /// What has been drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: scale, orientation: .up)
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { withBlendMode(blendMode) { $0.fill(rect) } }

    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { withBlendMode(blendMode) { $0.stroke(rect) } }

    private func withBlendMode(_ blendMode: CGBlendMode, _ draw: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw(cgContext)
        cgContext.restoreGState()
    }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images: each call makes a fresh bitmap context, current for the duration of the actions.
public final class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public var allowsImageOutput: Bool { true }

    /// The image the actions draw. An empty, non-finite or too large size gives an empty image instead of a crash
    /// (iOS would stop the app); the actions are not run then.
    @preconcurrency @MainActor public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let (context, scale) = makeUIKitBitmapContext(size: bounds.size, opaque: format.opaque,
                                                            scale: format.scale) else { return UIImage() }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, scale: scale)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }

    @preconcurrency @MainActor public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    @preconcurrency @MainActor public func jpegData(withCompressionQuality quality: CGFloat,
                                    actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
    }
}
