/// The simplex tableau behind `Solver`: rows, the column index, the lexicographic objective, and the pivot.
///
/// Every basic symbol has a row `basic = constant + Σ coefficient·symbol`. Rows of restricted basics (slacks and
/// errors) and the objective are written in parametric symbols only, as the simplex needs. Rows of external basics
/// (user variables) may also mention other external basics, as long as those come earlier in the `ranks` order:
/// such a row is never a pivot row, so it need not be fully solved, and a variable defined along a chain
/// (`left₁₀₀ = left₉₉ + width₉₉ + 8`) keeps a row of three terms instead of accumulating one term per link. Values
/// of external basics are then read by substituting in rank order (`value(of:)`).
///
/// Per-symbol data lives in arrays indexed by `Symbol.index`, per-row data in arrays indexed by row slot; freed
/// indices and slots are reused, so a long session of adding and removing constraints does not grow them.
struct Tableau {
    /// Coefficients, constants and objective levels smaller than this are zero.
    static let epsilon = 1e-8

    // MARK: Per symbol index

    /// The live symbol at each index, `Symbol.none.raw` for a free index.
    var liveSymbols: [UInt32] = []
    var freeIndices: [Int] = []
    /// The slot of the symbol's row when it is basic, -1 when parametric.
    var slotOf: [Int32] = []
    /// The slots whose rows may contain the symbol. Entries go stale when a row loses the symbol or is deleted;
    /// readers check, and `appendToColumn` compacts a list when it doubles.
    var columns: [[Int32]] = []
    /// The objective's coefficient of each parametric symbol; zero for basic ones.
    var objective: [ObjectiveCoefficient] = []
    var isDirty: [Bool] = []
    /// Symbols whose objective coefficient changed since the last look for an entering symbol.
    var dirty: [Symbol] = []
    /// Parametric symbols whose objective coefficient was negative when queued; checked again when popped.
    var candidates = MinHeap()

    // MARK: Per row slot

    var rows: [Row] = []
    /// The basic symbol of each slot, `Symbol.none` for a free slot.
    var basics: [Symbol] = []
    /// An external row's rank: above the rank of every external basic its row mentions. 0 for other rows.
    var ranks: [Int32] = []
    var freeSlots: [Int32] = []
    var slotMarks: [UInt32] = []
    var slotMark: UInt32 = 0
    /// Slots whose restricted basic may have gone negative (edits), for the dual simplex.
    var infeasible: [Int32] = []

    // MARK: Phase one of an addition

    /// While a constraint is added through an artificial variable: the objective that drives it to zero.
    var artificialObjective: Row?
    /// The pivots of phase one, undone in reverse when the constraint turns out unsatisfiable.
    var pivotLog: [(entering: Symbol, leaving: Symbol)] = []
    var isLoggingPivots = false

    // MARK: Scratch space, kept to avoid allocating in hot loops

    var mergeBuffer: [RowTerm] = []
    var insertedBuffer: [Symbol] = []
    var accumulator: [Double] = []
    var isAccumulated: [Bool] = []
    var accumulated: [Symbol] = []
    var isQueued: [Bool] = []
    var expansionQueue = MinHeap()
    var valueCache: [Double] = []
    /// The external rows in rank order with their references to other external basics, valid while
    /// `evaluationOrderIsCurrent`: only a change in which rows exist or what they refer to invalidates it.
    var evaluationSteps: [EvaluationStep] = []
    var evaluationReferences: [RowTerm] = []
    var evaluationOrderIsCurrent = false
    /// Bumped whenever any row's terms change (not its constant), which invalidates cached `EditColumn`s.
    var structureVersion: UInt64 = 0
    var editColumns: [UInt32: EditColumn] = [:]

    // MARK: Symbols

    /// How many symbol indices are in use or free: per-symbol arrays of the solver are this long.
    var symbolCapacity: Int { liveSymbols.count }

    /// A new symbol with no rows and no objective coefficient.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let index = freeIndices.popLast() {
            let symbol = Symbol(index: index, kind: kind)
            liveSymbols[index] = symbol.raw
            return symbol
        }
        let symbol = Symbol(index: liveSymbols.count, kind: kind)
        liveSymbols.append(symbol.raw)
        slotOf.append(-1)
        columns.append([])
        objective.append(ObjectiveCoefficient())
        isDirty.append(false)
        accumulator.append(0)
        isAccumulated.append(false)
        isQueued.append(false)
        valueCache.append(0)
        return symbol
    }

    /// Frees a symbol that no constraint uses any more. Exact arithmetic would have removed it from every row by
    /// now; rounding may leave crumbs, which go too.
    mutating func release(_ symbol: Symbol) {
        let index = symbol.index
        guard index < liveSymbols.count, liveSymbols[index] == symbol.raw else { return }
        if slotOf[index] >= 0 { deleteRow(slotOf[index]) }
        for slot in columns[index] where basics[Int(slot)] != .none {
            let (position, found) = rows[Int(slot)].position(of: symbol)
            if found {
                rows[Int(slot)].terms.remove(at: position)
                structureVersion &+= 1
            }
        }
        columns[index] = []
        objective[index] = ObjectiveCoefficient()
        liveSymbols[index] = Symbol.none.raw
        freeIndices.append(index)
    }

    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool { slotOf[symbol.index] >= 0 }

    @inline(__always)
    mutating func markDirty(_ symbol: Symbol) {
        if !isDirty[symbol.index] {
            isDirty[symbol.index] = true
            dirty.append(symbol)
        }
    }

    // MARK: Rows

    /// Stores `row` as the row of `basic` and indexes its symbols.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol, rank: Int32) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basics[Int(slot)] = basic
            ranks[Int(slot)] = rank
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basics.append(basic)
            ranks.append(rank)
            slotMarks.append(0)
        }
        slotOf[basic.index] = slot
        structureVersion &+= 1
        for term in row.terms { appendToColumn(term.symbol, slot) }
        if basic.isExternal { evaluationOrderIsCurrent = false }
        return slot
    }

    mutating func deleteRow(_ slot: Int32) {
        if basics[Int(slot)].isExternal { evaluationOrderIsCurrent = false }
        slotOf[basics[Int(slot)].index] = -1
        structureVersion &+= 1
        basics[Int(slot)] = .none
        rows[Int(slot)] = Row()
        freeSlots.append(slot)
    }

    /// Whether `slot` holds a live row that contains `symbol`, and the symbol's coefficient there.
    @inline(__always)
    func coefficient(of symbol: Symbol, inSlot slot: Int32) -> Double? {
        guard basics[Int(slot)] != .none else { return nil }
        let row = rows[Int(slot)]
        let (position, found) = row.position(of: symbol)
        return found ? row.terms[position].coefficient : nil
    }

    @inline(__always)
    mutating func appendToColumn(_ symbol: Symbol, _ slot: Int32) {
        let index = symbol.index
        columns[index].append(slot)
        let count = columns[index].count
        if count >= 16 && count & (count - 1) == 0 { compactColumn(symbol) }
    }

    /// Drops stale and repeated entries from a symbol's column list.
    mutating func compactColumn(_ symbol: Symbol) {
        slotMark &+= 1
        var list = columns[symbol.index]
        columns[symbol.index] = []
        var kept = 0
        for slot in list where slotMarks[Int(slot)] != slotMark && coefficient(of: symbol, inSlot: slot) != nil {
            slotMarks[Int(slot)] = slotMark
            list[kept] = slot
            kept += 1
        }
        list.removeLast(list.count - kept)
        columns[symbol.index] = list
    }

    /// The live rows that contain `symbol`, each once.
    mutating func rowsContaining(_ symbol: Symbol) -> [Int32] {
        compactColumn(symbol)
        return columns[symbol.index]
    }

    // MARK: Substitution and pivoting

    /// `target` without `removed`, plus `factor·source`, into `output`; symbols new to the target go to `inserted`.
    /// One pass over two sorted arrays.
    @inline(__always)
    static func merge(
        _ target: [RowTerm], removing removed: Symbol, _ factor: Double, _ source: [RowTerm],
        into output: inout [RowTerm], inserted: inout [Symbol]
    ) {
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(target.count + source.count)
        target.withUnsafeBufferPointer { left in
            source.withUnsafeBufferPointer { right in
                var i = 0
                var j = 0
                while i < left.count || j < right.count {
                    let leftRaw = i < left.count ? left[i].symbol.raw : UInt32.max
                    let rightRaw = j < right.count ? right[j].symbol.raw : UInt32.max
                    if leftRaw < rightRaw {
                        if leftRaw != removed.raw { output.append(left[i]) }
                        i += 1
                    } else if rightRaw < leftRaw {
                        let value = factor * right[j].coefficient
                        if abs(value) >= epsilon {
                            output.append(RowTerm(symbol: right[j].symbol, coefficient: value))
                            inserted.append(right[j].symbol)
                        }
                        j += 1
                    } else {
                        let value = left[i].coefficient + factor * right[j].coefficient
                        if abs(value) >= epsilon && leftRaw != removed.raw {
                            output.append(RowTerm(symbol: left[i].symbol, coefficient: value))
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
    }

    /// Replaces `symbol` in the row at `slot` by `row`, which defines it.
    mutating func substitute(_ symbol: Symbol, by row: Row, inSlot slot: Int32) {
        let index = Int(slot)
        let factor = rows[index].coefficient(of: symbol)
        guard factor != 0 else { return }
        insertedBuffer.removeAll(keepingCapacity: true)
        Self.merge(rows[index].terms, removing: symbol, factor, row.terms, into: &mergeBuffer, inserted: &insertedBuffer)
        swap(&rows[index].terms, &mergeBuffer)
        structureVersion &+= 1
        rows[index].constant += factor * row.constant
        for inserted in insertedBuffer { appendToColumn(inserted, slot) }
        if !basics[index].isExternal && rows[index].constant < 0 { infeasible.append(slot) }
    }

    /// Replaces `symbol` everywhere (other rows, the objective, phase one's objective) by `row`, the symbol's new
    /// row: the symbol has just become basic.
    mutating func substituteEverywhere(_ symbol: Symbol, by row: Row) {
        let list = columns[symbol.index]
        columns[symbol.index] = []
        for slot in list where basics[Int(slot)] != .none && basics[Int(slot)] != symbol {
            substitute(symbol, by: row, inSlot: slot)
        }
        let weight = objective[symbol.index]
        if !weight.isZero {
            objective[symbol.index] = ObjectiveCoefficient()
            for term in row.terms {
                objective[term.symbol.index].add(weight, times: term.coefficient)
                markDirty(term.symbol)
            }
        }
        if var artificial = artificialObjective {
            artificialObjective = nil
            let factor = artificial.coefficient(of: symbol)
            if factor != 0 {
                insertedBuffer.removeAll(keepingCapacity: true)
                Self.merge(artificial.terms, removing: symbol, factor, row.terms, into: &mergeBuffer,
                           inserted: &insertedBuffer)
                swap(&artificial.terms, &mergeBuffer)
                artificial.constant += factor * row.constant
            }
            artificialObjective = artificial
        }
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol becomes parametric.
    mutating func pivot(entering: Symbol, slot: Int32) {
        let index = Int(slot)
        let leaving = basics[index]
        var row = rows[index]
        rows[index] = Row()
        let (position, found) = row.position(of: leaving)
        precondition(!found, "a basic symbol in its own row")
        row.terms.insert(RowTerm(symbol: leaving, coefficient: -1), at: position)
        row.solve(for: entering)
        rows[index] = row
        structureVersion &+= 1
        if leaving.isExternal || entering.isExternal { evaluationOrderIsCurrent = false }
        basics[index] = entering
        ranks[index] = 0
        slotOf[leaving.index] = -1
        slotOf[entering.index] = slot
        appendToColumn(leaving, slot)
        if isLoggingPivots { pivotLog.append((entering, leaving)) }
        substituteEverywhere(entering, by: row)
    }
}
