import AutoLayout
import Testing

@Suite struct NumericRobustnessTests {
    @Test func coefficientsBelowEpsilonCountAsZero() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + 1e-12 * y == 10)
        try solver.addConstraint(y == 1e6)
        solver.updateVariables()
        #expect(approximately(x.value, 10))
        // A constraint whose only coefficient is negligible is `0 == 1`: a conflict, not a division by ~0.
        #expect(throws: SolverError.self) { try solver.addConstraint(1e-13 * y == 1) }
    }

    @Test func coefficientsJustAboveEpsilonStillCount() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(1e-6 * x == 1e-3)
        solver.updateVariables()
        #expect(approximately(x.value, 1_000, tolerance: 1e-4))
    }

    @Test func cancellingTermsLeaveNoGhostVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        // 0.1 + 0.2 - 0.3 is 5.5e-17 in doubles: the x terms cancel, so this says y == 3 alone.
        try solver.addConstraint((0.1 + 0.2) * x - 0.3 * x + y == 3)
        try solver.addConstraint((x == 7).withPriority(.defaultLow))
        solver.updateVariables()
        #expect(approximately(y.value, 3))
        #expect(approximately(x.value, 7))
    }

    @Test func fractionalStepsAccumulateWithoutDrift() throws {
        let solver = Solver()
        let lefts = (0..<1_000).map { Variable("left\($0)") }
        try solver.addConstraint(lefts[0] == 0)
        for index in 1..<lefts.count { try solver.addConstraint(lefts[index] == lefts[index - 1] + 0.1) }
        try solver.addConstraint((lefts[999] == 0).withPriority(.defaultLow))
        solver.updateVariables()
        #expect(approximately(lefts[999].value, 99.9, tolerance: 1e-9))
    }

    @Test func hugeAndTinyMagnitudesTogether() throws {
        let solver = Solver()
        let big = Variable("big")
        let small = Variable("small")
        try solver.addConstraint(big == 1e7)
        try solver.addConstraint(small == big * 1e-7 + 1e-4)
        try solver.addConstraint((small == 0).withPriority(.defaultHigh))
        solver.updateVariables()
        #expect(approximately(small.value, 1.0001, tolerance: 1e-9))
    }
}
