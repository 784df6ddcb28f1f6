/// One external row in the compiled evaluation order: its slot (for the constant, which edits change), the symbol
/// index it defines, and its references to other external basics in `Tableau.evaluationReferences`.
struct EvaluationStep {
    var slot: Int32
    var target: Int32
    var referencesStart: Int32
    var referencesEnd: Int32
}
