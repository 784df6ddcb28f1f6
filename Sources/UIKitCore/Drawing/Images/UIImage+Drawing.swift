/// Drawing images into UIKit's current context, upright and at their point size.
extension UIImage {
    @preconcurrency @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    @preconcurrency @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    @preconcurrency @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context, blendMode: blendMode, alpha: alpha)
    }

    /// Fills `rect` with copies of the image, lined up with the context's origin.
    @preconcurrency @MainActor public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage, rect.width > 0, rect.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        let s = size
        context.translateBy(x: 0, y: s.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: s), byTiling: true)
        context.restoreGState()
    }

    /// Draws into any UIKit-style (y down) context; resizable images are drawn in nine parts around their caps.
    func draw(in rect: CGRect, context: CGContext, blendMode: CGBlendMode, alpha: CGFloat) {
        guard cgImage != nil, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              rect.width > 0, rect.height > 0 else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if capInsets != .zero { drawNineParts(in: rect, context: context) } else { drawWhole(in: rect, context: context) }
        context.restoreGState()
    }

    /// The whole image scaled into `rect`, turned by its orientation.
    private func drawWhole(in rect: CGRect, context: CGContext) {
        guard let cgImage else { return }
        context.saveGState()
        // Core Graphics draws images y-up; flip locally so the image's top row lands at rect's top.
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        let w = rect.width, h = rect.height
        var drawRect = CGRect(x: 0, y: 0, width: w, height: h)
        switch imageOrientation {
        case .up: break
        case .down: context.translateBy(x: w, y: h); context.rotate(by: .pi)
        case .upMirrored: context.translateBy(x: w, y: 0); context.scaleBy(x: -1, y: 1)
        case .downMirrored: context.translateBy(x: 0, y: h); context.scaleBy(x: 1, y: -1)
        case .left: context.translateBy(x: w, y: 0); context.rotate(by: .pi / 2); drawRect.size = CGSize(width: h, height: w)
        case .right: context.translateBy(x: 0, y: h); context.rotate(by: -.pi / 2); drawRect.size = CGSize(width: h, height: w)
        case .leftMirrored:
            context.translateBy(x: w, y: 0); context.scaleBy(x: -1, y: 1)
            context.translateBy(x: w, y: 0); context.rotate(by: .pi / 2); drawRect.size = CGSize(width: h, height: w)
        case .rightMirrored:
            context.translateBy(x: w, y: 0); context.scaleBy(x: -1, y: 1)
            context.translateBy(x: 0, y: h); context.rotate(by: -.pi / 2); drawRect.size = CGSize(width: h, height: w)
        }
        context.draw(cgImage, in: drawRect)
        context.restoreGState()
    }

    /// Corners at their natural size, edges and centre stretched or tiled (in points; caps clamp to the image).
    private func drawNineParts(in rect: CGRect, context: CGContext) {
        guard let cgImage else { return }
        let s = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        let left = min(max(capInsets.left, 0), s.width), right = min(max(capInsets.right, 0), s.width - left)
        let top = min(max(capInsets.top, 0), s.height), bottom = min(max(capInsets.bottom, 0), s.height - top)
        let srcX = [0, left, s.width - right, s.width], srcY = [0, top, s.height - bottom, s.height]
        let dstX = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let dstY = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let src = CGRect(x: srcX[column] * scale, y: srcY[row] * scale,
                                 width: (srcX[column + 1] - srcX[column]) * scale,
                                 height: (srcY[row + 1] - srcY[row]) * scale)
                let dst = CGRect(x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column],
                                 height: dstY[row + 1] - dstY[row])
                guard src.width >= 1, src.height >= 1, dst.width > 0, dst.height > 0,
                      let part = cgImage.cropping(to: src) else { continue }
                let partSize = CGSize(width: src.width / scale, height: src.height / scale)
                context.saveGState()
                context.clip(to: dst)
                context.translateBy(x: dst.minX, y: dst.maxY)
                context.scaleBy(x: 1, y: -1)
                let stretches = resizingMode == .stretch || (row != 1 && column != 1) || capInsets == .zero
                if stretches {
                    context.draw(part, in: CGRect(origin: .zero, size: dst.size))
                } else {
                    // Tiles start at the part's top left: in this y-up space, from dst's top edge downwards.
                    let tileWidth = column == 1 ? partSize.width : dst.width
                    let tileHeight = row == 1 ? partSize.height : dst.height
                    context.draw(part, in: CGRect(x: 0, y: dst.height - tileHeight, width: tileWidth, height: tileHeight),
                                 byTiling: true)
                }
                context.restoreGState()
            }
        }
    }
}
