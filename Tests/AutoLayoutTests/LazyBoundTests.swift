import AutoLayout
import Testing

/// One-variable inequalities that the solution satisfies are held without rows and checked when values are read
/// (`Solver+LazyBounds`): they must still bind when the solution moves past them, conflicts must still be refused,
/// and a grid of equal cells must grow linearly.
@Suite struct LazyBoundTests {
    @Test func aHeldBoundStillBindsWhenTheSolutionMovesPastIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == y)
        let pin = y == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(x >= 5)
        solver.updateVariables()
        #expect(approximately(x.value, 10))
        try solver.removeConstraint(pin)
        try solver.addConstraint((y == 2).withPriority(.defaultHigh))
        solver.updateVariables()
        #expect(approximately(x.value, 5))
        #expect(approximately(y.value, 5))
        #expect(solver.takeRefusals().isEmpty)
    }

    @Test func anUpperBoundBindsAfterAnEditMovesTheSolution() throws {
        let solver = Solver()
        let width = Variable("width")
        let half = Variable("half")
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.suggestValue(width, 100)
        try solver.addConstraint(half * 2 == width)
        try solver.addConstraint(half <= 80)
        #expect(approximately(solver.value(of: half), 50))
        try solver.suggestValue(width, 400)
        #expect(approximately(solver.value(of: half), 80))
        #expect(approximately(solver.value(of: width), 160))
        try solver.suggestValue(width, 60)
        #expect(approximately(solver.value(of: half), 30))
    }

    @Test func aRequiredConstraintThatContradictsAHeldBoundOnItsVariableIsRefusedOnArrival() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == y + 10)
        let bound = x >= 5
        try solver.addConstraint(bound)
        let contradiction = x == 1
        do {
            try solver.addConstraint(contradiction)
            Issue.record("x == 1 was accepted beside x >= 5")
        } catch {
            guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(refused === contradiction)
            #expect(conflicting.contains { $0 === bound })
        }
        #expect(!solver.hasConstraint(contradiction))
        #expect(solver.hasConstraint(bound))
        #expect(solver.value(of: x) >= 5 - 1e-9)
    }

    @Test func aContradictionThroughAnotherVariableRefusesTheLaterConstraintAtTheNextRead() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == y)
        try solver.addConstraint((y == 20).withPriority(.defaultLow))
        let bound = x >= 5
        try solver.addConstraint(bound)
        let later = y == 0
        try solver.addConstraint(later)
        solver.updateVariables()
        #expect(approximately(x.value, 20))
        let refusals = solver.takeRefusals()
        #expect(refusals.count == 1)
        if case .unsatisfiableConstraint(let refused, let conflicting)? = refusals.first {
            #expect(refused === later)
            #expect(conflicting.contains { $0 === bound })
        } else {
            Issue.record("expected the later constraint to be refused, got \(refusals)")
        }
        #expect(!solver.hasConstraint(later))
        #expect(solver.hasConstraint(bound))
        #expect(solver.takeRefusals().isEmpty)
    }

    @Test func aRemovedHeldBoundNoLongerBinds() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == y)
        let pin = y == 10
        try solver.addConstraint(pin)
        let bound = x >= 5
        try solver.addConstraint(bound)
        try solver.removeConstraint(bound)
        #expect(!solver.hasConstraint(bound))
        try solver.removeConstraint(pin)
        try solver.addConstraint(y == 2)
        solver.updateVariables()
        #expect(approximately(x.value, 2))
    }

    /// Equal widths along each row of a grid, each at least 1: the tableau grows in proportion to the cells, where
    /// slack rows for the bounds would grow as N^1.5 (they take in every equality marker of their grid row).
    @Test func aGridOfBoundedEqualCellsGrowsLinearly() throws {
        func terms(side: Int) throws -> Int {
            let solver = Solver()
            let width = Variable("width")
            try solver.addConstraint(width == Double(20 * side + 4))
            for _ in 0..<side {
                var previous: (x: Variable, w: Variable)?
                var first: Variable?
                for _ in 0..<side {
                    let x = Variable("x")
                    let w = Variable("w")
                    if let previous {
                        try solver.addConstraint(x == previous.x + previous.w + 4)
                    } else {
                        try solver.addConstraint(x == 4)
                    }
                    if let first { try solver.addConstraint(w == first) } else { first = w }
                    try solver.addConstraint(w >= 1)
                    previous = (x, w)
                }
                try solver.addConstraint(previous!.x + previous!.w + 4 == width)
            }
            solver.updateVariables()
            return solver.tableauSize.terms
        }
        let small = try terms(side: 20)
        let large = try terms(side: 80)
        // 16 times the cells: linear growth is 16x, N^1.5 would be 64x.
        #expect(Double(large) / Double(small) < 24, "terms \(small) -> \(large)")
    }
}
