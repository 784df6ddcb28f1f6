/// The rows an edit's marker appears in, with its coefficients, as of one tableau structure: a drag moves only
/// constants, so frame after frame reuses this list instead of searching every row for the marker.
struct EditColumn {
    var structureVersion: UInt64
    var slots: [Int32]
    var coefficients: [Double]
}
