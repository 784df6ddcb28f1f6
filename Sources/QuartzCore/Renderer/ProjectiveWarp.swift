/// Resamples an image through a projective map, pixel by pixel with bilinear filtering, for layers under
/// perspective (Cairo, like Core Graphics, only transforms affinely).
enum ProjectiveWarp {
    /// An image covering `target` (device pixels): each pixel centre is mapped back through `deviceToSource` (to the
    /// layer's space) and `sourceToPixels` (to the flat image's pixels) and sampled there.
    static func warp(_ source: CGImage, into target: CGRect, deviceToSource: Homography,
                     sourceToPixels: CGAffineTransform) -> CGImage? {
        let width = Int(target.width), height = Int(target.height)
        guard width > 0, height > 0 else { return nil }
        let map = deviceToSource.then(sourceToPixels)
        let stride = width * 4
        let out = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        defer { out.deallocate() }
        let pixels = source.pixels, rowBytes = source.bytesPerRow
        let sw = source.width, sh = source.height
        func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
            guard x >= 0, y >= 0, x < sw, y < sh else { return .zero }
            let v = pixels.load(fromByteOffset: y * rowBytes + x * 4, as: UInt32.self)
            return SIMD4(Float(v & 0xFF), Float((v >> 8) & 0xFF), Float((v >> 16) & 0xFF), Float(v >> 24))
        }
        for row in 0..<height {
            let line = (out + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let (p, w) = map.map(CGPoint(x: target.minX + CGFloat(column) + 0.5, y: target.minY + CGFloat(row) + 0.5))
                guard w > 0 || w < 0, p.x.isFinite, p.y.isFinite else { line[column] = 0; continue }
                let fx = p.x - 0.5, fy = p.y - 0.5
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                guard x0 >= -1, y0 >= -1, x0 < sw, y0 < sh else { line[column] = 0; continue }
                let tx = Float(fx - CGFloat(x0)), ty = Float(fy - CGFloat(y0))
                let top = texel(x0, y0) * (1 - tx) + texel(x0 + 1, y0) * tx
                let bottom = texel(x0, y0 + 1) * (1 - tx) + texel(x0 + 1, y0 + 1) * tx
                let c = (top * (1 - ty) + bottom * ty).rounded(.toNearestOrAwayFromZero)
                line[column] = UInt32(c.x) | UInt32(c.y) << 8 | UInt32(c.z) << 16 | UInt32(c.w) << 24
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: stride, copying: out)
    }
}
