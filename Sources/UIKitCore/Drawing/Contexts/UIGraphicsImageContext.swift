/// The image contexts begun with `UIGraphicsBeginImageContextWithOptions`, innermost last. An entry without a
/// context stands for a request that could not be honoured (empty, NaN or huge size), so that begin and end
/// calls stay balanced without ever pushing a broken context. Main-actor state, like the context stack it feeds.
@MainActor private var imageContexts: [ImageContextRecord] = []

private struct ImageContextRecord {
    let context: CGContext?
    let scale: CGFloat
}

/// A bitmap context in UIKit's coordinates: origin top left, y down, one unit per point, `scale` pixels per point.
/// `nil` (and a log line) when the size is empty, not finite or too large.
@MainActor func makeUIKitBitmapContext(size: CGSize, opaque: Bool, scale requested: CGFloat) -> (CGContext, CGFloat)? {
    let scale = requested.isFinite && requested > 0 ? requested : UIScreen.main.scale
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
    let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
    guard pixelWidth <= CGFloat(CGContext.maximumDimension), pixelHeight <= CGFloat(CGContext.maximumDimension) else {
        UIKitLog.error("UIGraphics: an image context of \(size) at scale \(scale) is too large")
        return nil
    }
    do {
        let context = try CGContext(pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight), flipped: true,
                                    opaque: opaque)
        context.scaleBy(x: scale, y: scale)
        context.baseScale = scale
        return (context, scale)
    } catch {
        UIKitLog.error("UIGraphics: cannot make an image context: \(error)")
        return nil
    }
}

@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Makes a bitmap context current. `scale` 0 means the main screen's scale; `opaque` contexts start black.
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    if let (context, scale) = makeUIKitBitmapContext(size: size, opaque: opaque, scale: scale) {
        imageContexts.append(ImageContextRecord(context: context, scale: scale))
        UIGraphicsPushContext(context)
    } else {
        imageContexts.append(ImageContextRecord(context: nil, scale: 1))
    }
}

/// The current image context's contents, or `nil` if the current context is not an image context.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let record = imageContexts.last, let context = record.context,
          UIGraphicsGetCurrentContext() === context, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: record.scale, orientation: .up)
}

@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
    guard let record = imageContexts.popLast() else { return }
    if let context = record.context, UIGraphicsGetCurrentContext() === context { UIGraphicsPopContext() }
}
