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
        evaluationOrderIsCurrent = false
        structureVersion &+= 1
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
            var column = editColumns[marker.raw]
            if column?.structureVersion != structureVersion {
                let slots = rowsContaining(marker)
                column = EditColumn(structureVersion: structureVersion, slots: slots,
                                    coefficients: slots.map { rows[Int($0)].coefficient(of: marker) })
                editColumns[marker.raw] = column
            }
            let (slots, coefficients) = (column!.slots, column!.coefficients)
            for index in slots.indices { shiftConstant(inSlot: slots[index], by: coefficients[index] * delta) }
        }
        try dualOptimize()
    }

    @inline(__always)
    mutating func shiftConstant(inSlot slot: Int32, by delta: Double) {
        rows[Int(slot)].constant += delta
        if !basics[Int(slot)].isExternal && rows[Int(slot)].constant < 0 { infeasible.append(slot) }
    }

    // MARK: Reading

    /// Brings `valueCache` up to date for every external basic, in rank order so that each row's references are
    /// computed before it. The order is compiled only after the set of external rows or their references changed,
    /// so a drag, which only moves constants, pays one pass over contiguous arrays per frame.
    mutating func evaluate() {
        if !evaluationOrderIsCurrent { compileEvaluationOrder() }
        Self.run(evaluationSteps, evaluationReferences, rows: rows, into: &valueCache)
    }

    mutating func compileEvaluationOrder() {
        var keyed: [UInt64] = []
        for slot in basics.indices where basics[slot] != .none && basics[slot].isExternal {
            keyed.append(UInt64(UInt32(ranks[slot])) << 32 | UInt64(slot))
        }
        keyed.sort()
        evaluationSteps.removeAll(keepingCapacity: true)
        evaluationReferences.removeAll(keepingCapacity: true)
        for key in keyed {
            let slot = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
            let start = Int32(evaluationReferences.count)
            for term in rows[Int(slot)].terms where term.symbol.isExternal && isBasic(term.symbol) {
                evaluationReferences.append(term)
            }
            evaluationSteps.append(EvaluationStep(slot: slot, target: Int32(basics[Int(slot)].index),
                                                  referencesStart: start,
                                                  referencesEnd: Int32(evaluationReferences.count)))
        }
        evaluationOrderIsCurrent = true
    }

    /// A row's value is its constant plus the values of the external basics it refers to: every other symbol in
    /// it is parametric, and parametric symbols are zero.
    static func run(_ steps: [EvaluationStep], _ references: [RowTerm], rows: [Row], into cache: inout [Double]) {
        cache.withUnsafeMutableBufferPointer { cache in
            references.withUnsafeBufferPointer { references in
                rows.withUnsafeBufferPointer { rows in
                    for step in steps {
                        var value = rows[Int(step.slot)].constant
                        for index in Int(step.referencesStart)..<Int(step.referencesEnd) {
                            value += references[index].coefficient * cache[references[index].symbol.index]
                        }
                        cache[Int(step.target)] = value
                    }
                }
            }
        }
    }

    /// The value of a variable's symbol as of the last `evaluate()`.
    func value(of symbol: Symbol) -> Double {
        slotOf[symbol.index] < 0 ? 0 : valueCache[symbol.index]
    }

    /// Writes the values of `symbols` (as of the last `evaluate()`) to the matching `variables`.
    func publish(to variables: [Variable], _ symbols: [Symbol]) {
        for index in variables.indices { variables[index].value = value(of: symbols[index]) }
    }
}
