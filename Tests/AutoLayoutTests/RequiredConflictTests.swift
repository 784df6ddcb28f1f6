import AutoLayout
import Testing

@Suite struct RequiredConflictTests {
    /// The constraints an addition conflicts with, or nil if it did not throw a conflict.
    func conflict(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            guard case .unsatisfiableConstraint(let refused, let conflicting) = error, refused === constraint else {
                return nil
            }
            return conflicting
        }
    }

    @Test func twoEqualitiesOnOneVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        try solver.addConstraint(first)
        let second = x == 20
        let conflicting = try #require(conflict(adding: second, to: solver))
        #expect(conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
        #expect(!solver.hasConstraint(second))
        solver.updateVariables()
        #expect(approximately(x.value, 10))
        // Still usable: replace the first.
        try solver.removeConstraint(first)
        try solver.addConstraint(second)
        solver.updateVariables()
        #expect(approximately(x.value, 20))
    }

    @Test func aCycleOfRequiredEqualitiesThrowsRatherThanHangs() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let first = a == b + 1
        try solver.addConstraint(first)
        let conflicting = try #require(conflict(adding: b == a + 1, to: solver))
        #expect(conflicting.contains { $0 === first })
        try solver.addConstraint(b == 3)
        solver.updateVariables()
        #expect(approximately(a.value, 4))
    }

    @Test func contradictoryInequalitiesNameEachOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let lower = x >= 10
        let sum = x + y <= 15
        let floor = y >= 0
        try solver.addConstraints([lower, sum, floor])
        let conflicting = try #require(conflict(adding: y >= 6, to: solver))
        #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set([lower, sum].map(ObjectIdentifier.init)))
    }

    @Test func aConflictAlongAChainListsTheChain() throws {
        let solver = Solver()
        let lefts = (0..<20).map { Variable("left\($0)") }
        let pin = lefts[0] == 0
        try solver.addConstraint(pin)
        var links: [Constraint] = []
        for index in 1..<lefts.count {
            links.append(lefts[index] >= lefts[index - 1] + 8)
            try solver.addConstraint(links.last!)
        }
        let conflicting = try #require(conflict(adding: lefts[19] <= 100, to: solver))
        let expected = Set(([pin] + links).map(ObjectIdentifier.init))
        #expect(Set(conflicting.map(ObjectIdentifier.init)) == expected)
    }

    @Test func aFailedPhaseOneLeavesTheSolutionAsItWas() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraints([x >= 0, y >= 0, x + y <= 10])
        try solver.addConstraint((x == 3).withPriority(.defaultHigh))
        try solver.addConstraint((y == 4).withPriority(.defaultLow))
        solver.updateVariables()
        #expect(approximately(x.value, 3) && approximately(y.value, 4))

        #expect(conflict(adding: x + y >= 20, to: solver) != nil)
        #expect(conflict(adding: 2 * x + y == 30, to: solver) != nil)
        solver.updateVariables()
        #expect(approximately(x.value, 3) && approximately(y.value, 4))

        try solver.addConstraint(x + y >= 9)
        solver.updateVariables()
        #expect(approximately(x.value, 3) && approximately(y.value, 6))
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 1)
        try solver.addConstraint((x == 2).withPriority(999))
        try solver.addConstraint((x >= 5).withPriority(999))
        solver.updateVariables()
        #expect(approximately(x.value, 1))
    }
}
