// One-variable inequalities without rows.
//
// `width >= 1` on every cell of a grid whose widths are tied by required equalities is a slack row; once the widths
// are solved, each slack's row takes in the markers of every equality of its grid row, so a grid of N cells carries
// about N^1.5 terms. Such a bound rarely binds. So a one-variable inequality that the current solution satisfies is
// held outside the tableau, and checked whenever values are read: a solution of the other constraints that satisfies
// it is optimal with it too (it adds no error to the objective and removes no solution that was better). Only a bound
// found violated gets its rows, and keeps them.
//
// Conflicts keep their usual shape: a bound the solution breaks at the time it is added gets rows at once (and is
// refused there); a required constraint added later is checked against the held bounds of the variables it mentions
// and refused if it contradicts one. A contradiction that only shows through other variables appears at the next
// read of values: the bound is then dropped and listed by `takeRefusals()`.

extension Solver {
    /// Constraints dropped since the last call because a solve found they cannot hold with the required constraints
    /// (each an `unsatisfiableConstraint` naming those it contradicts). The solver no longer holds them.
    public func takeRefusals() -> [SolverError] {
        defer { refusals.removeAll() }
        return refusals
    }

    /// How far a bound's value may be probed through chains of rows before it is simply given rows.
    static let probeBudget = 64

    /// Whether `constraint` is a one-variable inequality whose variable the tableau already knows and whose current
    /// value satisfies it. A variable no row mentions yet is left to the tableau, where its bound costs one short row.
    func canHoldWithoutRows(_ constraint: Constraint, _ terms: [RowTerm]) -> Bool {
        guard constraint.relation != .equal, terms.count == 1, abs(terms[0].coefficient) >= Tableau.epsilon else {
            return false
        }
        let symbol = terms[0].symbol
        guard tableau.isBasic(symbol) || !tableau.rowsContaining(symbol).isEmpty,
            let value = currentValue(of: symbol)
        else { return false }
        return HeldBound(constraint, symbol: symbol).isSatisfied(by: value)
    }

    func holdWithoutRows(_ constraint: Constraint, symbol: Symbol, serial: UInt64) {
        let ofSymbol = heldBoundsBySymbol[symbol.index]?.count ?? 0
        heldBoundPositions[ObjectIdentifier(constraint)] = (heldBounds.count, ofSymbol)
        heldBounds.append(HeldBound(constraint, symbol: symbol))
        heldBoundsBySymbol[symbol.index, default: []].append(constraint)
        records[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: .none, other: .none, isImplied: false, isLazy: true, serial: serial)
    }

    /// Takes a bound out of both lists in constant time (the last entry of each moves into its place), so that
    /// removing the 100,000 bounds of one variable costs 100,000 steps, not their square.
    func forgetLazyBound(_ constraint: Constraint) {
        guard let position = heldBoundPositions.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        let symbol = heldBounds[position.inList].symbol
        heldBounds.swapAt(position.inList, heldBounds.count - 1)
        heldBounds.removeLast()
        if position.inList < heldBounds.count {
            heldBoundPositions[ObjectIdentifier(heldBounds[position.inList].constraint)]?.inList = position.inList
        }
        guard var list = heldBoundsBySymbol.removeValue(forKey: symbol.index) else { return }
        list.swapAt(position.ofSymbol, list.count - 1)
        list.removeLast()
        if position.ofSymbol < list.count {
            heldBoundPositions[ObjectIdentifier(list[position.ofSymbol])]?.ofSymbol = position.ofSymbol
        }
        if !list.isEmpty { heldBoundsBySymbol[symbol.index] = list }
    }

    /// After a required constraint is added: the held bounds of the variables it mentions still hold, or get rows;
    /// if one cannot, the new constraint is what contradicts it, and it is taken out again and refused.
    func checkLazyBounds(mentionedBy constraint: Constraint, _ terms: [RowTerm]) throws(SolverError) {
        for term in terms {
            for bound in heldBoundsBySymbol[term.symbol.index] ?? [] {
                guard let value = currentValue(of: term.symbol),
                    !HeldBound(bound, symbol: term.symbol).isSatisfied(by: value)
                else { continue }
                do {
                    try giveRows(to: bound)
                } catch {
                    try? removeConstraint(constraint)
                    if case .unsatisfiableConstraint(_, let others) = error {
                        throw .unsatisfiableConstraint(constraint, conflicting: [bound] + others.filter { $0 !== constraint })
                    }
                    throw error
                }
            }
        }
    }

    /// At a read of values: every held bound the solution breaks gets rows, until none is broken. A bound that cannot
    /// hold is dropped and listed for `takeRefusals()`. Each round gives rows to at least one bound, so this ends.
    /// The check is one pass over a flat list, which a drag pays every frame.
    func enforceLazyBounds() {
        while !heldBounds.isEmpty {
            var broken: [Constraint] = []
            for bound in heldBounds where !bound.isSatisfied(by: tableau.value(of: bound.symbol)) {
                broken.append(bound.constraint)
            }
            guard !broken.isEmpty else { return }
            for bound in broken { settle(bound) }
            tableau.evaluate()
        }
    }

    /// Gives a broken bound rows. If a required constraint added after it contradicts it, that constraint is what
    /// gets refused, the latest first, as an eager solver would have refused it on arrival; only a bound that
    /// contradicts what came before it is refused itself.
    private func settle(_ bound: Constraint) {
        while true {
            do {
                try giveRows(to: bound)
                return
            } catch {
                let serial = records[ObjectIdentifier(bound)]?.serial ?? 0
                guard case .unsatisfiableConstraint(_, let conflicting) = error,
                    let latest = conflicting.filter({ (records[ObjectIdentifier($0)]?.serial ?? 0) > serial })
                        .max(by: { records[ObjectIdentifier($0)]!.serial < records[ObjectIdentifier($1)]!.serial })
                else {
                    refuse(bound, error)
                    return
                }
                do {
                    try removeConstraint(latest)
                } catch {
                    refuse(bound, error)
                    return
                }
                refusals.append(.unsatisfiableConstraint(latest, conflicting: [bound] + conflicting.filter { $0 !== latest }))
            }
        }
    }

    /// Drops a held bound that cannot hold, for `takeRefusals()`.
    private func refuse(_ bound: Constraint, _ error: SolverError) {
        forgetLazyBound(bound)
        records[ObjectIdentifier(bound)] = nil
        releaseVariables(of: bound)
        refusals.append(error)
    }

    /// Moves a held bound into the tableau (its variable's uses are already counted). If the tableau refuses it,
    /// it stays held, unchanged.
    private func giveRows(to bound: Constraint) throws(SolverError) {
        let term = bound.expression.terms[0]
        guard let symbol = symbols[ObjectIdentifier(term.variable)] else { return }
        let serial = records[ObjectIdentifier(bound)]?.serial ?? 0
        forgetLazyBound(bound)
        valuesAreCurrent = false
        do {
            let added = try addRows(for: bound, [RowTerm(symbol: symbol, coefficient: term.coefficient)])
            record(bound, added, serial: serial)
        } catch {
            holdWithoutRows(bound, symbol: symbol, serial: serial)
            throw error
        }
    }

    /// The symbol's value in the current solution: from the value cache when it is current, otherwise by following
    /// its row through the external rows it refers to, within `probeBudget` rows (nil beyond that).
    private func currentValue(of symbol: Symbol) -> Double? {
        if valuesAreCurrent { return tableau.value(of: symbol) }
        var budget = Self.probeBudget
        return tableau.probeValue(of: symbol, budget: &budget)
    }
}

extension Solver {
    /// How many rows the tableau holds and how many terms they have in all: the measure of the work each change
    /// costs, printed by the benchmark and checked by tests of how the tableau grows.
    public var tableauSize: (rows: Int, terms: Int) {
        var rows = 0
        var terms = 0
        for slot in tableau.basics.indices where tableau.basics[slot] != .none {
            rows += 1
            terms += tableau.rows[slot].terms.count
        }
        return (rows, terms)
    }
}
