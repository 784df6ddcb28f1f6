// The simplex proper: primal optimisation of the lexicographic objective, phase one for an artificial variable,
// and the dual simplex that restores feasibility after an edit. Bland's rule (lowest symbol enters, ties in the
// ratio test go to the lowest basic symbol) rules out cycling in the primal; every loop also has an iteration cap
// that throws, so no input can hang the solver.

extension Tableau {
    /// Pivots past this many per call mean something is wrong with the numbers, not that the system is large.
    var iterationCap: Int { 10_000 + 20 * liveSymbols.count }

    /// The row that limits how far `entering` can grow: among restricted rows where it has a negative coefficient,
    /// the one that reaches zero first.
    func leavingSlot(for entering: Symbol) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Symbol.none
        for slot in columns[entering.index] {
            let basic = basics[Int(slot)]
            guard basic != .none, !basic.isExternal, let coefficient = coefficient(of: entering, inSlot: slot),
                coefficient < 0
            else { continue }
            let ratio = -rows[Int(slot)].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// The lowest parametric symbol whose objective coefficient is negative.
    mutating func nextEnteringSymbol() -> Symbol? {
        for symbol in dirty {
            isDirty[symbol.index] = false
            if isCandidate(symbol) { candidates.push(UInt64(symbol.raw)) }
        }
        dirty.removeAll(keepingCapacity: true)
        while let key = candidates.minimum {
            let symbol = Symbol(raw: UInt32(key))
            if isCandidate(symbol) { return symbol }
            candidates.pop()
        }
        return nil
    }

    @inline(__always)
    func isCandidate(_ symbol: Symbol) -> Bool {
        liveSymbols[symbol.index] == symbol.raw && symbol.isPivotable && slotOf[symbol.index] < 0
            && objective[symbol.index].isNegative
    }

    /// Minimises the objective from a feasible tableau.
    mutating func optimize() throws(TableauFailure) {
        var iterations = 0
        while let entering = nextEnteringSymbol() {
            iterations += 1
            guard iterations <= iterationCap, let slot = leavingSlot(for: entering) else {
                // No leaving row means the objective is unbounded, which a sum of non-negative errors cannot be:
                // only rounding gets here.
                throw .iterationLimit
            }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Minimises phase one's objective (the artificial variable's value).
    mutating func optimizeArtificial() throws(TableauFailure) {
        var iterations = 0
        while true {
            guard let objective = artificialObjective else { return }
            var entering = Symbol.none
            for term in objective.terms where term.coefficient < 0 && term.symbol.isPivotable {
                entering = term.symbol
                break
            }
            if entering == .none { return }
            iterations += 1
            guard iterations <= iterationCap, let slot = leavingSlot(for: entering) else { throw .iterationLimit }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Restores feasibility after edits moved constants, keeping the objective optimal (dual simplex).
    mutating func dualOptimize() throws(TableauFailure) {
        var iterations = 0
        while let slot = infeasible.popLast() {
            let basic = basics[Int(slot)]
            guard basic != .none, !basic.isExternal else { continue }
            let constant = rows[Int(slot)].constant
            if constant >= -Self.epsilon {
                if constant < 0 { rows[Int(slot)].constant = 0 }
                continue
            }
            iterations += 1
            guard iterations <= iterationCap else { throw .iterationLimit }
            // The entering symbol keeps every objective coefficient non-negative: the smallest ratio of objective
            // coefficient to row coefficient, compared level by level.
            var entering = Symbol.none
            var enteringCoefficient = 0.0
            for term in rows[Int(slot)].terms where term.coefficient > 0 && term.symbol.isPivotable {
                if entering == .none {
                    entering = term.symbol
                    enteringCoefficient = term.coefficient
                    continue
                }
                let less = ObjectiveCoefficient.ratioIsLess(
                    objective[term.symbol.index], over: term.coefficient,
                    than: objective[entering.index], over: enteringCoefficient)
                if less == true {
                    entering = term.symbol
                    enteringCoefficient = term.coefficient
                }
            }
            // A non-required edit can always be given up, so a row without a way back is rounding gone wrong.
            guard entering != .none else { throw .iterationLimit }
            pivot(entering: entering, slot: slot)
        }
    }
}
