/// A drawn tile a `CATiledLayer` shows: its picture, where it goes in the layer, and when it arrived (it fades in
/// from then, over `CATiledLayer.fadeDuration()`).
struct CachedTile {
    let image: CGImage
    /// In the layer's bounds space.
    let rect: CGRect
    let arrival: CFTimeInterval
    /// The render node identity of this tile (stable while the tile is cached).
    let nodeID: UInt64
    /// The layer was invalidated over this tile since it was drawn: it shows until its new picture arrives.
    var isStale = false
}
