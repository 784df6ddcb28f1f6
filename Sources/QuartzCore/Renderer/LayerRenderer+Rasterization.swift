/// `shouldRasterize`: the layer and its subtree are drawn flat into a picture at `rasterizationScale` pixels per
/// point of the layer's own space, and that picture is what the screen shows, placed through the layer's matrix
/// (resampled: a rasterized layer drawn at a higher scale than its picture's looks soft, as on iOS). The picture is
/// reused while the subtree draws the same (`RasterizationCache`). The X11 compositor keeps the same picture on
/// the server and places it with a picture transform, so moving or turning a rasterized layer uploads nothing.
extension LayerRenderer {
    /// The scale a rasterized layer's picture is drawn at: the requested one, lowered so that no side exceeds the
    /// largest flat bitmap the renderer makes.
    package static func rasterizedScale(_ requested: CGFloat, extent: CGRect) -> CGFloat {
        min(requested, maximumProjectedSide / max(extent.width, extent.height, 1))
    }

    /// Draws a rasterized layer through `matrix` from its cached picture.
    func renderRasterized(_ layer: RenderLayer, rasterizationScale: CGFloat, matrix: CATransform3D, in ctx: CGContext) {
        let extent = subtreeExtent(of: layer)
        guard !extent.isNull, !extent.isEmpty, extent.isValidGeometry else { return }
        let scale = Self.rasterizedScale(rasterizationScale, extent: extent)
        let picture = RasterizationCache.shared.image(for: layer, scale: scale) {
            flatPicture(of: layer, extent: extent, scale: scale)
        }
        guard let picture else { return }
        warp(picture, of: extent, scale: scale, through: matrix, in: ctx)
    }

    /// The layer and its subtree drawn in its bounds space, `scale` pixels per point, covering `extent`.
    func flatPicture(of layer: RenderLayer, extent: CGRect, scale: CGFloat) -> CGImage? {
        let width = Int((extent.width * scale).rounded(.up)), height = Int((extent.height * scale).rounded(.up))
        guard width > 0, height > 0, let flat = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true)
        else { return nil }
        flat.scaleBy(x: scale, y: scale)
        flat.translateBy(x: -extent.minX, y: -extent.minY)
        renderInLocalSpace(layer, in: flat)
        return flat.makeImage()
    }

    /// Draws a flat picture of `extent` (at `scale` pixels per point) through `matrix`, resampled bilinearly into
    /// the context's pixels, whether the matrix is affine or a projection.
    func warp(_ picture: CGImage, of extent: CGRect, scale: CGFloat, through matrix: CATransform3D, in ctx: CGContext) {
        let device = DeviceSpace(ctx)
        let homography = Homography(matrix).then(device.userToDevice)
        guard let target = homography.boundingBox(of: extent)?.integral.intersection(device.bounds),
              !target.isNull, target.width >= 1, target.height >= 1, let inverse = homography.inverted else { return }
        let sourceToFlat = CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                             tx: -extent.minX * scale, ty: -extent.minY * scale)
        if let warped = ProjectiveWarp.warp(picture, into: target, deviceToSource: inverse, sourceToPixels: sourceToFlat) {
            device.drawDeviceImage(warped, at: target.origin, in: ctx)
        }
    }
}
