/// A view whose `layerClass` is `CATiledLayer` draws tile by tile, off the main thread: `draw(_:)` is called once
/// per tile, from a background queue, with the tile's rectangle and a context clipped to it and scaled to the
/// tile's level of detail (the book's zooming tiled view draws the part of its picture under the rectangle). The
/// layer keeps the view's background, which shows where tiles are not drawn yet; `draw(_:)` must only read what
/// does not change while it runs, as on iOS.
extension UIView: TileDrawingEnvironment {
    /// The view's traits as the tile is requested, current while it is drawn on the drawing thread (where
    /// `UITraitCollection.current` is the thread's own).
    package func tileDrawingSurroundings() -> @Sendable (() -> Void) -> Void {
        let traits = traitCollection
        return { draw in traits.performAsCurrent(draw) }
    }

    func drawTile(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(ctx.boundingBoxOfClipPath)
        UIGraphicsPopContext()
    }
}
