/// One entry of a sparse row: a symbol and its coefficient.
struct RowTerm {
    var symbol: Symbol
    var coefficient: Double
}
