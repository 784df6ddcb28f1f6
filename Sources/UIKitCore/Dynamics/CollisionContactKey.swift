/// One touching pair a collision behaviour reports to its delegate: two items, or an item and a boundary
/// (`boundary` is the serial number the behaviour gave the boundary, -1 for the reference bounds, unused for two items).
struct CollisionContactKey: Hashable {
    var item: ObjectIdentifier
    var other: ObjectIdentifier?
    var boundary: Int
}
