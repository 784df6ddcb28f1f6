// Adding a constraint. The expression is gathered into a dense accumulator (a variable may occur in several
// terms), and then the cheapest sound way in is taken:
// 1. A variable that no row mentions yet becomes the row's subject as it stands. Nothing else changes, so this is
//    constant time, and how a layout built view by view usually arrives.
// 2. Otherwise the row is written in parametric symbols (external basics expanded, deepest first so that chains
//    cancel before they are walked), and a remaining variable becomes its subject.
// 3. Otherwise the row is all slacks, errors and dummies: a fresh marker with a negative coefficient, or any
//    restricted symbol when the row is degenerate, can be its subject; failing that, phase one with an artificial
//    variable decides whether a required row can hold at all.

extension Tableau {
    /// Adds `Σ terms + constant <relation> 0` at `priority` (nil for required).
    mutating func add(
        terms: [RowTerm], constant: Double, relation: Relation, priority: Float?
    ) throws(TableauFailure) -> AddedRow {
        defer { infeasible.removeAll(keepingCapacity: true) }
        for term in terms { accumulate(term.symbol, term.coefficient) }
        var rowConstant = constant

        // The markers, in the row `0 = expression + …`.
        var marker = Symbol.none
        var other = Symbol.none
        switch (relation, priority) {
        case (.equal, nil):
            marker = makeSymbol(.dummy)
            accumulate(marker, 1)
        case (.equal, let priority?):
            marker = makeSymbol(.error)
            other = makeSymbol(.error)
            accumulate(marker, -1)
            accumulate(other, 1)
            addToObjective(marker, priority)
            addToObjective(other, priority)
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            accumulate(marker, sign)
            if let priority {
                other = makeSymbol(.error)
                accumulate(other, -sign)
                addToObjective(other, priority)
            }
        }
        var added = AddedRow(marker: marker, other: other, impliedBy: nil)

        if let subject = freshVariable() {
            var rank: Int32 = 0
            for symbol in accumulated where symbol.isExternal && isBasic(symbol) {
                rank = max(rank, ranks[Int(slotOf[symbol.index])] + 1)
            }
            var row = takeAccumulated(constant: rowConstant)
            row.solve(for: subject)
            insertRow(row, basic: subject, rank: rank)
            return added
        }

        expandAccumulated(constant: &rowConstant)
        if let subject = leastUsedVariable() {
            var row = takeAccumulated(constant: rowConstant)
            row.solve(for: subject)
            let slot = insertRow(row, basic: subject, rank: 0)
            substituteEverywhere(subject, by: rows[Int(slot)])
            return added
        }

        var row = takeAccumulated(constant: rowConstant)
        if row.constant < 0 { row.scale(by: -1) }
        if let subject = restrictedSubject(of: &row, marker: marker, other: other) {
            row.solve(for: subject)
            let slot = insertRow(row, basic: subject, rank: 0)
            substituteEverywhere(subject, by: rows[Int(slot)])
            try optimize()
            return added
        }
        if row.terms.allSatisfy({ $0.symbol.isDummy }) {
            let dummies = row.terms.map(\.symbol)
            guard abs(row.constant) < Self.epsilon else {
                release(marker)
                throw .conflict(markers: dummies)
            }
            added.impliedBy = dummies.filter { $0 != marker }
            return added
        }
        added.impliedBy = try addThroughArtificialVariable(row, marker: marker, other: other)
        return added
    }

    mutating func addToObjective(_ symbol: Symbol, _ priority: Float) {
        objective[symbol.index].add(1, at: priority)
        markDirty(symbol)
    }

    // MARK: The accumulator

    @inline(__always)
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) {
        let index = symbol.index
        if !isAccumulated[index] {
            isAccumulated[index] = true
            accumulated.append(symbol)
        }
        accumulator[index] += coefficient
    }

    /// The accumulated terms as a sorted row, leaving the accumulator empty.
    mutating func takeAccumulated(constant: Double) -> Row {
        accumulated.sort()
        var terms: [RowTerm] = []
        terms.reserveCapacity(accumulated.count)
        for symbol in accumulated {
            let coefficient = accumulator[symbol.index]
            if abs(coefficient) >= Self.epsilon { terms.append(RowTerm(symbol: symbol, coefficient: coefficient)) }
            accumulator[symbol.index] = 0
            isAccumulated[symbol.index] = false
        }
        accumulated.removeAll(keepingCapacity: true)
        return Row(terms: terms, constant: constant)
    }

    /// An accumulated variable that no row mentions and that is not basic, if any.
    mutating func freshVariable() -> Symbol? {
        for symbol in accumulated where symbol.isExternal && abs(accumulator[symbol.index]) >= Self.epsilon {
            if !isBasic(symbol) && (columns[symbol.index].isEmpty || rowsContaining(symbol).isEmpty) { return symbol }
        }
        return nil
    }

    /// Of the accumulated (parametric) variables, the one in the fewest rows: it costs the least to substitute.
    mutating func leastUsedVariable() -> Symbol? {
        var best: Symbol?
        var bestCount = Int.max
        for symbol in accumulated where symbol.isExternal && abs(accumulator[symbol.index]) >= Self.epsilon {
            let count = rowsContaining(symbol).count
            if count < bestCount {
                best = symbol
                bestCount = count
            }
        }
        return best
    }

    /// Replaces every accumulated external basic by its row, highest rank first, so that a symbol is expanded only
    /// after everything that refers to it, and terms that cancel do so before their definitions are walked.
    mutating func expandAccumulated(constant: inout Double) {
        for symbol in accumulated where symbol.isExternal && isBasic(symbol) { queueForExpansion(symbol) }
        while let key = expansionQueue.pop() {
            let symbol = Symbol(raw: UInt32(truncatingIfNeeded: key))
            isQueued[symbol.index] = false
            let factor = accumulator[symbol.index]
            accumulator[symbol.index] = 0
            guard abs(factor) >= Self.epsilon else { continue }
            let row = rows[Int(slotOf[symbol.index])]
            constant += factor * row.constant
            for term in row.terms {
                accumulate(term.symbol, factor * term.coefficient)
                if term.symbol.isExternal && isBasic(term.symbol) { queueForExpansion(term.symbol) }
            }
        }
    }

    @inline(__always)
    mutating func queueForExpansion(_ symbol: Symbol) {
        guard !isQueued[symbol.index] else { return }
        isQueued[symbol.index] = true
        let rank = ranks[Int(slotOf[symbol.index])]
        expansionQueue.push(UInt64(UInt32(Int32.max - rank)) << 32 | UInt64(symbol.raw))
    }

    /// A subject for a row of restricted symbols with a non-negative constant, if one keeps the tableau feasible:
    /// a fresh marker with a negative coefficient (it appears nowhere else); in a row whose constant is zero, any
    /// slack or error with a negative coefficient (substituting it moves no other constant); otherwise a slack or
    /// error with a negative coefficient whose new value leaves every restricted row it appears in non-negative
    /// (the ratio test of a simplex pivot, done directly).
    mutating func restrictedSubject(of row: inout Row, marker: Symbol, other: Symbol) -> Symbol? {
        if marker.isPivotable && row.coefficient(of: marker) < 0 { return marker }
        if other != .none && row.coefficient(of: other) < 0 { return other }
        if row.constant < Self.epsilon {
            for term in row.terms where term.coefficient < 0 && term.symbol.isPivotable {
                row.constant = 0
                return term.symbol
            }
            return nil
        }
        return feasibleSubject(of: row)
    }

    /// A pivotable symbol with a negative coefficient that can become the row's subject without making any
    /// restricted basic negative. The least used are tried first, and only a few: phase one decides otherwise.
    /// This is what spares a required equality over slacks alone (a row of equal cells pinned to its container's
    /// end, say) the artificial variable, whose phase-one pivots fill rows in.
    mutating func feasibleSubject(of row: Row) -> Symbol? {
        var candidates: [(symbol: Symbol, coefficient: Double, uses: Int)] = []
        for term in row.terms where term.coefficient < -Self.epsilon && term.symbol.isPivotable {
            candidates.append((term.symbol, term.coefficient, rowsContaining(term.symbol).count))
        }
        candidates.sort { $0.uses < $1.uses }
        for candidate in candidates.prefix(Self.feasibleSubjectTries) {
            let value = row.constant / -candidate.coefficient
            var feasible = true
            for slot in columns[candidate.symbol.index] {
                let basic = basics[Int(slot)]
                guard basic != .none, !basic.isExternal, let factor = coefficient(of: candidate.symbol, inSlot: slot)
                else { continue }
                if rows[Int(slot)].constant + factor * value < -Self.epsilon {
                    feasible = false
                    break
                }
            }
            if feasible { return candidate.symbol }
        }
        return nil
    }

    /// How many candidates `feasibleSubject(of:)` checks before leaving the row to phase one.
    static let feasibleSubjectTries = 4

    /// Phase one: the row's value becomes an artificial variable, which the simplex drives to zero if the row can
    /// hold. If it cannot, the phase's pivots are undone in reverse, leaving the tableau as it was, and the conflict
    /// is thrown. Returns the dummies implying the row when it turns out to be implied by other equalities.
    mutating func addThroughArtificialVariable(
        _ row: Row, marker: Symbol, other: Symbol
    ) throws(TableauFailure) -> [Symbol]? {
        let artificial = makeSymbol(.slack)
        insertRow(row, basic: artificial, rank: 0)
        artificialObjective = row
        pivotLog.removeAll(keepingCapacity: true)
        isLoggingPivots = true
        defer {
            isLoggingPivots = false
            artificialObjective = nil
        }
        do {
            try optimizeArtificial()
        } catch {
            rollBackArtificial(artificial, marker: marker, other: other)
            throw error
        }
        let phaseOne = artificialObjective ?? Row()
        guard phaseOne.constant < Self.epsilon else {
            // What keeps the artificial variable above zero: the required rows it still depends on.
            let markers = phaseOne.terms.filter { $0.symbol.isDummy || ($0.symbol.isPivotable && $0.coefficient > 0) }
                .map(\.symbol)
            rollBackArtificial(artificial, marker: marker, other: other)
            throw .conflict(markers: markers)
        }
        isLoggingPivots = false
        var impliedBy: [Symbol]?
        let slot = slotOf[artificial.index]
        if slot >= 0 {
            let remaining = rows[Int(slot)]
            if let entering = remaining.terms.first(where: { $0.symbol.isPivotable })?.symbol {
                pivot(entering: entering, slot: slot)
            } else {
                // Only dummies are left. For an equality, whose dummy never left this row, the constraint is a
                // combination of other required equalities; any other constraint already has its rows.
                if marker.isDummy { impliedBy = remaining.terms.map(\.symbol).filter { $0 != marker } }
                deleteRow(slot)
            }
        }
        artificialObjective = nil
        release(artificial)
        try optimize()
        return impliedBy
    }

    /// Undoes phase one after a failure: the artificial row goes, the logged pivots are reversed, and the new
    /// constraint's symbols are freed.
    mutating func rollBackArtificial(_ artificial: Symbol, marker: Symbol, other: Symbol) {
        isLoggingPivots = false
        artificialObjective = nil
        if slotOf[artificial.index] >= 0 { deleteRow(slotOf[artificial.index]) }
        for (entering, leaving) in pivotLog.reversed() where isBasic(entering) {
            pivot(entering: leaving, slot: slotOf[entering.index])
        }
        pivotLog.removeAll(keepingCapacity: true)
        release(artificial)
        release(marker)
        if other != .none { release(other) }
        // The restored tableau is optimal again; queued candidates from phase one are stale and drop out.
    }
}
