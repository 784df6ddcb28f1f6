import AutoLayout
import Testing

@Suite struct ConstraintIdentityTests {
    @Test func addingTheSameConstraintTwiceThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 1
        try solver.addConstraint(constraint)
        #expect {
            try solver.addConstraint(constraint)
        } throws: { error in
            guard case .duplicateConstraint(let duplicate) = error as? SolverError else { return false }
            return duplicate === constraint
        }
        #expect(solver.constraints.count == 1)
    }

    @Test func removingAnUnknownConstraintThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 1
        #expect(throws: SolverError.self) { try solver.removeConstraint(constraint) }
        try solver.addConstraint(constraint)
        try solver.removeConstraint(constraint)
        #expect(!solver.hasConstraint(constraint))
        #expect {
            try solver.removeConstraint(constraint)
        } throws: { error in
            guard case .unknownConstraint(let unknown) = error as? SolverError else { return false }
            return unknown === constraint
        }
    }

    @Test func equalContentsAreDifferentConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 1
        let second = x == 1
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(solver.hasConstraint(first) && solver.hasConstraint(second))
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(approximately(x.value, 1))
        #expect(solver.hasConstraint(second))
    }

    @Test func anImpliedEqualityTakesOverWhenItsPremiseGoes() throws {
        // y == 10 follows from x == 10 and y == x; once x == 10 goes it must hold by itself.
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(y == x)
        try solver.addConstraint(y == 10)
        try solver.removeConstraint(pin)
        try solver.addConstraint((x == 99).withPriority(.defaultHigh))
        solver.updateVariables()
        #expect(approximately(x.value, 10))
        #expect(approximately(y.value, 10))
    }
}
