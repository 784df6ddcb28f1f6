extension Tableau {
    /// The value of one symbol in the current solution without evaluating the whole tableau: a parametric symbol is
    /// zero, a basic one its row's constant plus the external basics the row refers to, followed through at most
    /// `budget` rows. Nil when the budget runs out (a long chain).
    func probeValue(of symbol: Symbol, budget: inout Int) -> Double? {
        let slot = slotOf[symbol.index]
        guard slot >= 0 else { return 0 }
        budget -= 1
        guard budget >= 0 else { return nil }
        let row = rows[Int(slot)]
        var value = row.constant
        for term in row.terms where term.symbol.isExternal && isBasic(term.symbol) {
            guard let referenced = probeValue(of: term.symbol, budget: &budget) else { return nil }
            value += term.coefficient * referenced
        }
        return value
    }
}
