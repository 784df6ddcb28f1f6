import UIKit

/// One reference picture of a layer tree: the reference renderer's output for it is checked in under
/// Tests/GoldenImages/<name>.png, and every renderer (the X11 compositor included) is held to that picture.
public struct GoldenScene: Sendable {
    /// File-name-safe, unique in `GoldenScenes.all`.
    public let name: String
    /// The picture's size in points; the root layer is drawn in its own bounds from the top-left corner.
    public let size: CGSize
    /// What the scene shows, for a person reading a failure.
    public let summary: String
    private let build: @MainActor @Sendable () -> CALayer

    public init(_ name: String, size: CGSize = CGSize(width: 120, height: 120), _ summary: String,
                build: @escaping @MainActor @Sendable () -> CALayer) {
        self.name = name
        self.size = size
        self.summary = summary
        self.build = build
    }

    /// A fresh layer tree for the scene (a new one each call, so renderers cannot share state).
    @MainActor public func makeRootLayer() -> CALayer { build() }

    /// The reference renderer's picture of a fresh tree at `scale` pixels per point, over opaque black.
    @MainActor public func renderReference(scale: CGFloat = 1) -> CGImage? {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard let context = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) else { return nil }
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.scaleBy(x: scale, y: scale)
        let root = makeRootLayer()
        context.translateBy(x: -root.bounds.minX, y: -root.bounds.minY)
        root.render(in: context)
        return context.makeImage()
    }
}
