/// Tinted copies and the renderer format that matches an image.
extension UIImage {
    /// The image drawn in `color`: its alpha masks the colour. Drawn once, so the copy keeps that colour wherever
    /// it is shown (its rendering mode is `.alwaysOriginal`, as UIKit's tinted images are).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cgImage, let context = try? CGContext(pixelWidth: cgImage.width, pixelHeight: cgImage.height,
                                                         flipped: false) else { return withRenderingMode(renderingMode) }
        let rect = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        // Core Graphics coordinates (y up), in which a `CGImage` draws upright.
        context.draw(cgImage, in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(rect)
        guard let tinted = context.makeImage() else { return withRenderingMode(renderingMode) }
        let image = UIImage(cgImage: tinted, scale: scale, orientation: imageOrientation)
        return UIImage(copying: image, capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
    }

    /// A format for drawing images like this one: its scale.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
