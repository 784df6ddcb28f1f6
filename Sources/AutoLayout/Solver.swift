/// An incremental Cassowary solver for linear equalities and inequalities with UIKit priorities.
///
/// Constraints are added and removed one at a time; each change updates the simplex tableau in place, never
/// rebuilding it. Edit variables (`addEditVariable`, `suggestValue`) move a variable's target with the dual
/// simplex, which is what a drag or a window resize needs every frame. Values are published to `Variable.value`
/// by `updateVariables()`, or read one at a time with `value(of:)`.
///
/// Required constraints (priority 1000) hold exactly; a required constraint that contradicts the others is refused
/// with `SolverError.unsatisfiableConstraint`, which lists the required constraints it contradicts, and the solver
/// stays as it was. Lower priorities are optimised lexicographically (see `Priority`).
///
/// Not thread-safe: use a solver from one isolation domain.
public final class Solver {
    var tableau = Tableau()
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    var edits: [ObjectIdentifier: EditRecord] = [:]
    var symbols: [ObjectIdentifier: Symbol] = [:]
    /// Constraints implied by each required equality, keyed by its dummy.
    var implied: [UInt32: [ImpliedConstraint]] = [:]
    /// Whether the tableau's value cache matches the tableau.
    var valuesAreCurrent = false
    /// One-variable inequalities held without rows (`Solver+LazyBounds`): all of them, for the check at each read of
    /// values; where each is in that list; and the held constraints of each variable, by symbol index.
    var heldBounds: [HeldBound] = []
    var heldBoundPositions: [ObjectIdentifier: (inList: Int, ofSymbol: Int)] = [:]
    var heldBoundsBySymbol: [Int: [Constraint]] = [:]
    /// Constraints dropped when a solve found they cannot hold, until `takeRefusals()`.
    var refusals: [SolverError] = []
    /// How many constraints were ever inserted: the next one's `ConstraintRecord.serial`.
    var insertions: UInt64 = 0

    // Per symbol index.
    var owners: [Constraint?] = []
    var uses: [Int32] = []
    var mentions: [[Constraint]] = []
    var listPosition: [Int32] = []

    // The variables in the solver, for publishing all values in one pass.
    var variableList: [Variable] = []
    var symbolList: [Symbol] = []

    public init() {}

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: `duplicateConstraint` if it is already here, `invalidPriority` or `nonFiniteConstraint` for bad
    ///   input, and `unsatisfiableConstraint` if it is required and contradicts the required constraints here. The
    ///   solver is unchanged after any of these.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        try insert(constraint)
    }

    /// Adds several constraints in order, stopping at the first that throws (those before it stay added).
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try addConstraint(constraint) }
    }

    /// Removes a constraint.
    ///
    /// - Throws: `unknownConstraint` if the solver does not hold it.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        valuesAreCurrent = false
        if record.isLazy {
            forgetLazyBound(constraint)
            releaseVariables(of: constraint)
            return
        }
        owners[record.marker.index] = nil
        if record.isImplied {
            tableau.release(record.marker)
        } else {
            let priority = constraint.priority.isRequired ? nil : constraint.priority.rawValue
            do {
                try tableau.remove(marker: record.marker, other: record.other, priority: priority)
            } catch {
                throw Self.translate(error)
            }
        }
        releaseVariables(of: constraint)
        guard record.marker.isDummy, let dependents = implied.removeValue(forKey: record.marker.raw) else { return }
        // The equalities this one implied may no longer be implied: add them again for real.
        for dependent in dependents {
            let key = ObjectIdentifier(dependent.constraint)
            guard let current = records[key], current.isImplied, current.marker == dependent.marker else { continue }
            records[key] = nil
            owners[current.marker.index] = nil
            tableau.release(current.marker)
            releaseVariables(of: dependent.constraint)
            try insert(dependent.constraint)
        }
    }

    /// Removes every constraint that mentions `variable`, and its edit if it has one, and returns the
    /// constraints removed. Costs time in proportion to the constraints removed.
    @discardableResult
    public func removeConstraints(referencing variable: Variable) throws(SolverError) -> [Constraint] {
        if edits[ObjectIdentifier(variable)] != nil { try removeEditVariable(variable) }
        guard let symbol = symbols[ObjectIdentifier(variable)] else { return [] }
        var removed: [Constraint] = []
        for constraint in mentions[symbol.index] where records[ObjectIdentifier(constraint)] != nil {
            try removeConstraint(constraint)
            removed.append(constraint)
        }
        return removed
    }

    /// Whether the solver holds `constraint`.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints the solver holds, in no particular order.
    public var constraints: [Constraint] {
        records.values.map(\.constraint)
    }

    /// The constraints held that mention `variable`.
    public func constraints(referencing variable: Variable) -> [Constraint] {
        guard let symbol = symbols[ObjectIdentifier(variable)] else { return [] }
        var seen = Set<ObjectIdentifier>()
        return mentions[symbol.index].filter { constraint in
            records[ObjectIdentifier(constraint)] != nil && seen.insert(ObjectIdentifier(constraint)).inserted
        }
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `priority` (1..<1000): `suggestValue` then pulls it towards a value with that
    /// priority. The edit starts at the variable's current value, so adding it moves nothing.
    ///
    /// - Throws: `duplicateEditVariable`, or `invalidEditPriority` for a required or out-of-range priority.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid, !priority.isRequired else { throw .invalidEditPriority(variable, priority) }
        let target = value(of: variable)
        let symbol = symbol(for: variable)
        valuesAreCurrent = false
        let added: AddedRow
        do {
            added = try tableau.add(terms: [RowTerm(symbol: symbol, coefficient: 1)], constant: -target,
                                    relation: .equal, priority: priority.rawValue)
        } catch {
            releaseIfUnused(symbol)
            throw Self.translate(error)
        }
        growPerSymbolArrays()
        uses[symbol.index] += 1
        edits[key] = EditRecord(variable: variable, priority: priority, marker: added.marker, other: added.other,
                                target: target)
    }

    /// Ends the edit of `variable`.
    ///
    /// - Throws: `unknownEditVariable` if it has none.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        valuesAreCurrent = false
        do {
            try tableau.remove(marker: edit.marker, other: edit.other, priority: edit.priority.rawValue)
        } catch {
            throw Self.translate(error)
        }
        if let symbol = symbols[ObjectIdentifier(variable)] {
            uses[symbol.index] -= 1
            releaseIfUnused(symbol)
        }
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Pulls an edit variable towards `value` and re-solves incrementally.
    ///
    /// - Throws: `unknownEditVariable` if the variable has no edit, `nonFiniteSuggestion` for NaN or infinity.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.target
        edit.target = value
        edits[key] = edit
        valuesAreCurrent = false
        do {
            try tableau.suggest(marker: edit.marker, other: edit.other, delta: delta)
        } catch {
            throw Self.translate(error)
        }
    }

    // MARK: Values

    /// Writes the current solution to every variable's `value`.
    public func updateVariables() {
        refreshValues()
        tableau.publish(to: variableList, symbolList)
    }

    /// The current value of `variable` (0 for a variable the solver does not know), without writing
    /// `Variable.value`. Reading many values costs no more than `updateVariables()`: values are cached until the
    /// next change.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[ObjectIdentifier(variable)] else { return 0 }
        refreshValues()
        return tableau.value(of: symbol)
    }

    /// Evaluates the tableau after a change, giving rows to any held bound the new solution breaks.
    func refreshValues() {
        guard !valuesAreCurrent else { return }
        tableau.evaluate()
        if !heldBounds.isEmpty { enforceLazyBounds() }
        valuesAreCurrent = true
    }

    // MARK: Bookkeeping

    /// Adds a validated constraint and records it: a one-variable inequality that the solution already satisfies
    /// without rows (`Solver+LazyBounds`), anything else to the tableau.
    private func insert(_ constraint: Constraint) throws(SolverError) {
        valuesAreCurrent = false
        let expression = constraint.expression
        var terms: [RowTerm] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            terms.append(RowTerm(symbol: symbol(for: term.variable), coefficient: term.coefficient))
        }
        insertions += 1
        if canHoldWithoutRows(constraint, terms) {
            countUses(of: constraint, terms)
            holdWithoutRows(constraint, symbol: terms[0].symbol, serial: insertions)
            return
        }
        let added: AddedRow
        do {
            added = try addRows(for: constraint, terms)
        } catch {
            for term in terms { releaseIfUnused(term.symbol) }
            throw error
        }
        countUses(of: constraint, terms)
        record(constraint, added, serial: insertions)
        if constraint.priority.isRequired && !heldBounds.isEmpty { try checkLazyBounds(mentionedBy: constraint, terms) }
    }

    /// The constraint's rows in the tableau; a required conflict names the required constraints it contradicts.
    func addRows(for constraint: Constraint, _ terms: [RowTerm]) throws(SolverError) -> AddedRow {
        do {
            return try tableau.add(terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
                                   priority: constraint.priority.isRequired ? nil : constraint.priority.rawValue)
        } catch {
            if case .conflict(let markers) = error {
                throw .unsatisfiableConstraint(constraint, conflicting: constraintsOwning(markers, except: constraint))
            }
            throw Self.translate(error)
        }
    }

    /// One use more of each variable the constraint mentions.
    private func countUses(of constraint: Constraint, _ terms: [RowTerm]) {
        growPerSymbolArrays()
        for term in terms {
            uses[term.symbol.index] += 1
            mentions[term.symbol.index].append(constraint)
            if mentions[term.symbol.index].count > 2 * Int(uses[term.symbol.index]) + 8 {
                mentions[term.symbol.index].removeAll { records[ObjectIdentifier($0)] == nil && $0 !== constraint }
            }
        }
    }

    /// Records a constraint that got rows (or is implied by other equalities).
    func record(_ constraint: Constraint, _ added: AddedRow, serial: UInt64) {
        growPerSymbolArrays()
        owners[added.marker.index] = constraint
        records[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: added.marker, other: added.other, isImplied: added.impliedBy != nil,
            serial: serial)
        for dummy in added.impliedBy ?? [] {
            implied[dummy.raw, default: []].append(ImpliedConstraint(constraint: constraint, marker: added.marker))
        }
    }

    /// The required constraints that own `markers`, each once, without `excluded`.
    func constraintsOwning(_ markers: [Symbol], except excluded: Constraint) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [Constraint] = []
        for marker in markers where marker.index < owners.count {
            guard let owner = owners[marker.index], owner !== excluded, owner.priority.isRequired,
                records[ObjectIdentifier(owner)]?.marker == marker, seen.insert(ObjectIdentifier(owner)).inserted
            else { continue }
            result.append(owner)
        }
        return result
    }

    /// The variable's symbol, registering the variable on first use.
    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbols[key] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[key] = symbol
        growPerSymbolArrays()
        listPosition[symbol.index] = Int32(variableList.count)
        variableList.append(variable)
        symbolList.append(symbol)
        return symbol
    }

    /// One use fewer for each variable of a removed constraint.
    func releaseVariables(of constraint: Constraint) {
        for term in constraint.expression.terms {
            guard let symbol = symbols[ObjectIdentifier(term.variable)] else { continue }
            uses[symbol.index] -= 1
            releaseIfUnused(symbol)
        }
    }

    /// Forgets a variable that no constraint or edit mentions any more, so that the solver does not grow with
    /// every view that ever came and went. The variable keeps its last published value.
    private func releaseIfUnused(_ symbol: Symbol) {
        guard symbol.index < uses.count, uses[symbol.index] == 0,
            symbol.index < listPosition.count, listPosition[symbol.index] >= 0
        else { return }
        let position = Int(listPosition[symbol.index])
        guard position < symbolList.count, symbolList[position] == symbol else { return }
        symbols[ObjectIdentifier(variableList[position])] = nil
        variableList.swapAt(position, variableList.count - 1)
        symbolList.swapAt(position, symbolList.count - 1)
        listPosition[symbolList[position].index] = Int32(position)
        variableList.removeLast()
        symbolList.removeLast()
        listPosition[symbol.index] = -1
        mentions[symbol.index] = []
        tableau.release(symbol)
    }

    private func growPerSymbolArrays() {
        let capacity = tableau.symbolCapacity
        guard owners.count < capacity else { return }
        let extra = capacity - owners.count
        owners.append(contentsOf: repeatElement(nil, count: extra))
        uses.append(contentsOf: repeatElement(0, count: extra))
        mentions.append(contentsOf: repeatElement([], count: extra))
        listPosition.append(contentsOf: repeatElement(-1, count: extra))
    }

    /// A failure where no constraint is being added: only the iteration cap, as removing a constraint or moving an
    /// edit cannot make the required constraints contradict each other.
    static func translate(_ failure: TableauFailure) -> SolverError {
        switch failure {
        case .conflict, .iterationLimit: .iterationLimitExceeded
        }
    }
}
