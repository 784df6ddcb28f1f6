import AutoLayout
import Testing

@Suite struct LargeSystemTests {
    @Test func aTenThousandConstraintChainSolves() throws {
        let solver = Solver()
        let count = 5_000
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        try solver.addConstraint(lefts[0] == 0)
        for index in 0..<count {
            try solver.addConstraint(widths[index] == 10)
            if index > 0 { try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1] + 2) }
        }
        #expect(solver.constraints.count == 2 * count)
        solver.updateVariables()
        #expect(approximately(lefts[count - 1].value, Double(count - 1) * 12))

        // A weak pull on the far end, then a required one that the widths must absorb.
        try solver.addConstraint((lefts[count - 1] == 0).withPriority(.defaultLow))
        solver.updateVariables()
        #expect(approximately(lefts[count - 1].value, Double(count - 1) * 12))
    }

    @Test func aLongChainWithFlexibleWidthsMeetsItsContainer() throws {
        let solver = Solver()
        let count = 2_000
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        try solver.addConstraint(lefts[0] == 0)
        for index in 0..<count {
            try solver.addConstraint(widths[index] >= 1)
            try solver.addConstraint((widths[index] == 10).withPriority(.defaultLow))
            if index > 0 { try solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1]) }
        }
        try solver.addConstraint(lefts[count - 1] + widths[count - 1] == 30_000)
        solver.updateVariables()
        let total = widths.reduce(0) { $0 + $1.value }
        #expect(approximately(total, 30_000))
        #expect(widths.allSatisfy { $0.value >= 1 - 1e-6 })
    }
}
