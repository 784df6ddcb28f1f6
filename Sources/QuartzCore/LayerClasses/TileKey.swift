/// One tile of a `CATiledLayer`: its level of detail (the power of two its drawing is scaled by: 0 at the layer's
/// `contentsScale`, -1 at half, 1 at double) and its place in that level's grid.
struct TileKey: Hashable, Sendable {
    let level: Int
    let column: Int
    let row: Int
}
