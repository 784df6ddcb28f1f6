/// A tiled layer's delegate that draws tiles in surroundings of its own: asked on the main thread as each tile is
/// requested, it answers a wrapper that the drawing thread runs the tile's drawing inside (a view makes its traits
/// current there, so that dynamic colours resolve for its style off the main thread).
package protocol TileDrawingEnvironment: AnyObject {
    @MainActor func tileDrawingSurroundings() -> @Sendable (() -> Void) -> Void
}
