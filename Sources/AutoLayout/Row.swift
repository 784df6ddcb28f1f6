/// `basic = constant + Σ coefficient·symbol`, stored sparsely as terms sorted by symbol.
///
/// Sorted arrays rather than dictionaries: rows in layout systems are short, merging two sorted rows is one linear
/// pass without hashing, and look-ups are binary searches over contiguous memory.
struct Row {
    var terms: [RowTerm]
    var constant: Double

    init(terms: [RowTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = terms[middle].symbol.raw
            if raw == symbol.raw { return (middle, true) }
            if raw < symbol.raw { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// Multiplies the row by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }

    /// Turns `0 = constant + Σ cᵢ·xᵢ` into `subject = …` by dividing through by the subject's coefficient; the
    /// subject's term leaves the row.
    mutating func solve(for subject: Symbol) {
        let (index, found) = position(of: subject)
        precondition(found, "the subject is not in the row")
        let factor = -1 / terms[index].coefficient
        terms.remove(at: index)
        scale(by: factor)
    }
}
