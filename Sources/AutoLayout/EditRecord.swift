/// An edit variable: the non-required equality `variable == target` that `suggestValue` moves.
struct EditRecord {
    let variable: Variable
    let priority: Priority
    let marker: Symbol
    let other: Symbol
    var target: Double
}
