import AutoLayout
import Testing

@Suite struct BasicConstraintTests {
    @Test func equalitiesDetermineValues() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == 5)
        try solver.addConstraint(x + y == 20)
        solver.updateVariables()
        #expect(approximately(x.value, 5))
        #expect(approximately(y.value, 15))
    }

    @Test func expressionsCombineTermsAndConstants() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        // 2x + 3 == y - 1 and y == 3x - x + x: the repeated x adds up to 3x.
        try solver.addConstraint(2 * x + 3 == y - 1)
        try solver.addConstraint(y == 3 * x - x + x)
        solver.updateVariables()
        #expect(approximately(x.value, 4))
        #expect(approximately(y.value, 12))
    }

    @Test func inequalitiesClampAWeakPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        let wantsFifty = (x == 50).withPriority(.defaultLow)
        try solver.addConstraint(wantsFifty)
        solver.updateVariables()
        #expect(approximately(x.value, 20))
        try solver.removeConstraint(wantsFifty)
        try solver.addConstraint((x == -5).withPriority(.defaultLow))
        solver.updateVariables()
        #expect(approximately(x.value, 10))
    }

    @Test func inequalitiesBetweenVariables() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraint(left == 10)
        try solver.addConstraint(right == 100)
        try solver.addConstraint(left + width <= right - 8)
        try solver.addConstraint((width == 1_000).withPriority(.defaultHigh))
        solver.updateVariables()
        #expect(approximately(width.value, 82))
    }

    @Test func anUnconstrainedDirectionReadsZero() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x - y == 3)
        solver.updateVariables()
        #expect(approximately(x.value - y.value, 3))
        #expect(solver.value(of: x) == x.value)
    }
}
