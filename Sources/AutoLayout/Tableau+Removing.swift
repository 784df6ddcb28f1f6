// Removing a constraint, editing, and reading values.

extension Tableau {
    /// Removes the rows of a constraint added with `add`, then re-optimises.
    mutating func remove(marker: Symbol, other: Symbol, priority: Float?) throws(TableauFailure) {
        defer { infeasible.removeAll(keepingCapacity: true) }
        if let priority {
            if marker.kind == .error { removeFromObjective(marker, priority) }
            if other != .none { removeFromObjective(other, priority) }
        }
        removeRows(of: marker)
        release(marker)
        if other != .none { release(other) }
        try optimize()
    }

    /// Takes an error's weight out of the objective, through its row if it is basic.
    mutating func removeFromObjective(_ error: Symbol, _ priority: Float) {
        let slot = slotOf[error.index]
        if slot < 0 {
            objective[error.index].add(-1, at: priority)
            markDirty(error)
            return
        }
        for term in rows[Int(slot)].terms {
            objective[term.symbol.index].add(-term.coefficient, at: priority)
            markDirty(term.symbol)
        }
    }

    /// Deletes the constraint's defining row: the marker's own row if it is basic; otherwise the marker is first
    /// pivoted into the basis through the row that keeps the tableau feasible (the restricted row where it binds
    /// first), or, when only variables' rows mention it, through one of those.
    mutating func removeRows(of marker: Symbol) {
        if isBasic(marker) {
            deleteRow(slotOf[marker.index])
            return
        }
        var negative: Int32?
        var negativeRatio = Double.infinity
        var positive: Int32?
        var positiveRatio = Double.infinity
        var external: [Int32] = []
        for slot in rowsContaining(marker) {
            let basic = basics[Int(slot)]
            if basic.isExternal {
                external.append(slot)
                continue
            }
            let coefficient = rows[Int(slot)].coefficient(of: marker)
            let constant = rows[Int(slot)].constant
            if coefficient < 0 {
                if -constant / coefficient < negativeRatio {
                    negative = slot
                    negativeRatio = -constant / coefficient
                }
            } else if constant / coefficient < positiveRatio {
                positive = slot
                positiveRatio = constant / coefficient
            }
        }
        if let slot = negative ?? positive {
            pivot(entering: marker, slot: slot)
            deleteRow(slot)
        } else if external.count == 1 {
            // The marker is in this row alone: pivoting it in would change nothing else, so the row just goes, and
            // its variable is free again (rows that refer to it now see a parametric symbol).
            deleteRow(external[0])
        } else if let slot = external.min(by: { ranks[Int($0)] < ranks[Int($1)] }) {
            // Its row will be substituted into the others, so it must be in parametric symbols first.
            expandRow(inSlot: slot)
            pivot(entering: marker, slot: slot)
            deleteRow(slot)
        }
    }

    /// Rewrites an external row in parametric symbols.
    mutating func expandRow(inSlot slot: Int32) {
        let row = rows[Int(slot)]
        guard row.terms.contains(where: { $0.symbol.isExternal && isBasic($0.symbol) }) else { return }
        for term in row.terms { accumulate(term.symbol, term.coefficient) }
        var constant = row.constant
        expandAccumulated(constant: &constant)
        let expanded = takeAccumulated(constant: constant)
        rows[Int(slot)] = expanded
        ranks[Int(slot)] = 0
        for term in expanded.terms { appendToColumn(term.symbol, slot) }
    }

    // MARK: Edits

    /// Moves an edit constraint's target by `delta` and restores feasibility with the dual simplex.
    ///
    /// The edit is `variable - target = marker - other` with both errors non-negative, so raising the target by
    /// delta is the same as renaming the marker to `marker + delta`: the marker's row constant drops by delta if it
    /// is basic, the other's rises by delta if that one is, and otherwise every row with the marker shifts by its
    /// coefficient times delta.
    mutating func suggest(marker: Symbol, other: Symbol, delta: Double) throws(TableauFailure) {
        if isBasic(marker) {
            shiftConstant(inSlot: slotOf[marker.index], by: -delta)
        } else if isBasic(other) {
            shiftConstant(inSlot: slotOf[other.index], by: delta)
        } else {
            for slot in columns[marker.index] {
                guard let coefficient = coefficient(of: marker, inSlot: slot) else { continue }
                shiftConstant(inSlot: slot, by: coefficient * delta)
            }
        }
        try dualOptimize()
    }

    @inline(__always)
    mutating func shiftConstant(inSlot slot: Int32, by delta: Double) {
        rows[Int(slot)].constant += delta
        if !basics[Int(slot)].isExternal && rows[Int(slot)].constant < 0 { infeasible.append(slot) }
    }

    // MARK: Reading

    /// Starts a round of `value(of:)` calls; values are cached within the round.
    mutating func beginReading() {
        valueStamp &+= 1
        if valueStamp == 0 {
            for index in valueStamps.indices { valueStamps[index] = 0 }
            valueStamp = 1
        }
    }

    /// The current value of a variable's symbol: 0 when parametric, otherwise its row's constant plus the values
    /// of the external basics its row refers to, evaluated in dependency order without recursion.
    mutating func value(of symbol: Symbol) -> Double {
        let index = symbol.index
        if slotOf[index] < 0 { return 0 }
        if valueStamps[index] == valueStamp { return valueCache[index] }
        evaluationStack.append(slotOf[index])
        while let slot = evaluationStack.last {
            let basic = basics[Int(slot)].index
            if valueStamps[basic] == valueStamp {
                evaluationStack.removeLast()
                continue
            }
            let row = rows[Int(slot)]
            var value = row.constant
            var ready = true
            for term in row.terms where term.symbol.isExternal {
                let dependency = slotOf[term.symbol.index]
                guard dependency >= 0 else { continue }
                if valueStamps[term.symbol.index] == valueStamp {
                    value += term.coefficient * valueCache[term.symbol.index]
                } else {
                    ready = false
                    evaluationStack.append(dependency)
                }
            }
            if ready {
                evaluationStack.removeLast()
                valueCache[basic] = value
                valueStamps[basic] = valueStamp
            }
        }
        return valueCache[index]
    }
}
