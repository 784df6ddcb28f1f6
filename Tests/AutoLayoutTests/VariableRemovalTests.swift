import AutoLayout
import Testing

@Suite struct VariableRemovalTests {
    @Test func removingEverythingThatMentionsAVariable() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let aPin = a == 1
        let ab = b == a + 1
        let bc = c == b + 1
        let cPin = (c == 50).withPriority(.defaultLow)
        try solver.addConstraints([aPin, ab, bc, cPin])
        try solver.addEditVariable(b, priority: .defaultHigh)

        let removed = try solver.removeConstraints(referencing: b)
        #expect(Set(removed.map(ObjectIdentifier.init)) == Set([ab, bc].map(ObjectIdentifier.init)))
        #expect(!solver.hasEditVariable(b))
        #expect(solver.constraints(referencing: b).isEmpty)
        #expect(solver.constraints(referencing: c).map(ObjectIdentifier.init) == [ObjectIdentifier(cPin)])
        solver.updateVariables()
        #expect(approximately(a.value, 1))
        #expect(approximately(c.value, 50))
        #expect(try solver.removeConstraints(referencing: b).isEmpty)
    }

    @Test func viewsComingAndGoingDoNotLeaveVariablesBehind() throws {
        let solver = Solver()
        let container = Variable("container")
        try solver.addConstraint(container == 300)
        for round in 0..<200 {
            let left = Variable("left\(round)")
            let width = Variable("width\(round)")
            try solver.addConstraints([left == 10, left + width == container - 10, width >= 0])
            solver.updateVariables()
            #expect(approximately(width.value, 280))
            try solver.removeConstraints(referencing: left)
            try solver.removeConstraints(referencing: width)
        }
        #expect(solver.constraints.count == 1)
        solver.updateVariables()
        #expect(approximately(container.value, 300))
    }
}
