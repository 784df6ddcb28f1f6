import AutoLayout
import Testing

@Suite struct PriorityOrderingTests {
    /// `x == winner` at `high` against `count` constraints `x == loser` at `low`.
    func contest(high: Priority, low: Priority, count: Int) throws -> Double {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<count { try solver.addConstraint((x == 10).withPriority(low)) }
        try solver.addConstraint((x == 0).withPriority(high))
        for _ in 0..<count { try solver.addConstraint((x == 10).withPriority(low)) }
        solver.updateVariables()
        return x.value
    }

    @Test func oneLevelUpBeatsManyConflictingConstraints() throws {
        #expect(approximately(try contest(high: 751, low: 750, count: 5), 0))
        #expect(approximately(try contest(high: 751, low: 750, count: 500), 0))
    }

    @Test func requiredBeatsAlmostRequired() throws {
        #expect(approximately(try contest(high: .required, low: 999, count: 3), 0))
    }

    @Test(arguments: [(999, 750), (750, 510), (510, 500), (500, 250), (250, 50), (50, 1), (2, 1)] as [(Float, Float)])
    func uikitLevelsAreOrdered(high: Float, low: Float) throws {
        #expect(approximately(try contest(high: Priority(high), low: Priority(low), count: 10), 0))
    }

    @Test func fractionalPrioritiesOrderToo() throws {
        #expect(approximately(try contest(high: 750.5, low: 750, count: 10), 0))
    }

    @Test func errorsAtOneLevelAddUp() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withPriority(.defaultHigh))
        try solver.addConstraint((x == 10).withPriority(.defaultHigh))
        try solver.addConstraint((x == 10).withPriority(.defaultHigh))
        solver.updateVariables()
        #expect(approximately(x.value, 10))
    }

    @Test func compressionResistanceBeatsHugging() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraint((width >= 120).withPriority(.defaultHigh))
        try solver.addConstraint((width <= 120).withPriority(.defaultLow))
        try solver.addConstraint((width <= 80).withPriority(999))
        solver.updateVariables()
        #expect(approximately(width.value, 80))
    }

    @Test func lowerLevelsStillDecideAmongTies() throws {
        // Level 750 is indifferent between 0 and 100; level 250 picks 30 within that range.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x >= 0).withPriority(.defaultHigh))
        try solver.addConstraint((x <= 100).withPriority(.defaultHigh))
        try solver.addConstraint((x == 30).withPriority(.defaultLow))
        try solver.addConstraint((x == 1_000).withPriority(.fittingSizeLevel))
        solver.updateVariables()
        #expect(approximately(x.value, 30))
    }
}
