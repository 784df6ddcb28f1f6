import AutoLayout
import Testing

@Suite struct IncrementalChangeTests {
    @Test func removingAConstraintRestoresEarlierValues() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        try solver.addConstraint(left == 10)
        try solver.addConstraint(width >= 20)
        try solver.addConstraint((width == 50).withPriority(.defaultLow))
        solver.updateVariables()
        #expect(approximately(width.value, 50))

        let cap = left + width <= 40
        try solver.addConstraint(cap)
        solver.updateVariables()
        #expect(approximately(width.value, 30))

        try solver.removeConstraint(cap)
        solver.updateVariables()
        #expect(approximately(width.value, 50))
        #expect(approximately(left.value, 10))
    }

    @Test func removingALinkInTheMiddleOfAChain() throws {
        let solver = Solver()
        let lefts = (0..<100).map { Variable("left\($0)") }
        try solver.addConstraint(lefts[0] == 0)
        var links: [Constraint] = []
        for index in 1..<lefts.count {
            links.append(lefts[index] == lefts[index - 1] + 10)
            try solver.addConstraint(links.last!)
        }
        solver.updateVariables()
        #expect(approximately(lefts[99].value, 990))

        try solver.removeConstraint(links[49])  // the link into left50
        try solver.addConstraint(lefts[50] == lefts[49] + 20)
        solver.updateVariables()
        #expect(approximately(lefts[49].value, 490))
        #expect(approximately(lefts[50].value, 510))
        #expect(approximately(lefts[99].value, 1_000))
    }

    @Test func removingOneOfManyIndependentConstraints() throws {
        let solver = Solver()
        let variables = (0..<1_000).map { Variable("x\($0)") }
        let pins = variables.indices.map { variables[$0] == Double($0) }
        try solver.addConstraints(pins)
        try solver.removeConstraint(pins[500])
        try solver.addConstraint((variables[500] == -1).withPriority(.defaultLow))
        solver.updateVariables()
        #expect(approximately(variables[499].value, 499))
        #expect(approximately(variables[500].value, -1))
        #expect(approximately(variables[501].value, 501))
        #expect(solver.constraints.count == 1_000)
    }

    @Test func addingAndRemovingInAnyOrderMatchesAFreshSolve() throws {
        // Random constraints come and go; after each step the incremental solver must reach the same optimum as a
        // solver built from scratch with the constraints that remain (compared through the values each implies for
        // a fixed set of probe expressions, which the unique-solution set-up below pins down).
        var generator = SplitMix(seed: 7)
        let variables = (0..<12).map { Variable("v\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        // An anchor per variable, each at a level of its own below the rest, makes the optimum unique: at each
        // level one variable moves as close to its anchor as the levels above allow.
        let anchors = variables.indices.map { (variables[$0] == Double($0) * 10).withPriority(Priority(Float($0 + 1))) }
        try solver.addConstraints(anchors)
        for _ in 0..<300 {
            if !held.isEmpty && generator.next() % 3 == 0 {
                let victim = held.remove(at: Int(generator.next() % UInt64(held.count)))
                try solver.removeConstraint(victim)
            } else {
                let a = variables[Int(generator.next() % 12)]
                let b = variables[Int(generator.next() % 12)]
                let gap = Double(generator.next() % 40) - 20
                let priorities: [Priority] = [.required, 900, 750, 250]
                let priority = priorities[Int(generator.next() % 4)]
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(generator.next() % 3)]
                let constraint = Constraint(a - b, relation, Expression(constant: gap), priority: priority)
                // A required constraint that contradicts the others is refused, and the solver goes on.
                if try added(constraint, to: solver) { held.append(constraint) }
            }
            let fresh = Solver()
            try fresh.addConstraints(anchors + held)
            for variable in variables {
                #expect(approximately(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-5))
            }
        }
    }

    /// Whether `constraint` went in; false if it was refused as unsatisfiable.
    func added(_ constraint: Constraint, to solver: Solver) throws -> Bool {
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            switch error {
            case .unsatisfiableConstraint: return false
            default: throw error
            }
        }
    }
}
