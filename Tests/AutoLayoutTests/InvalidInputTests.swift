import AutoLayout
import Testing

@Suite struct InvalidInputTests {
    func refuses(_ constraint: Constraint) -> Bool {
        let solver = Solver()
        do {
            try solver.addConstraint(constraint)
            return false
        } catch {
            switch error {
            case .invalidPriority(let refused), .nonFiniteConstraint(let refused):
                return refused === constraint && !solver.hasConstraint(constraint) && solver.constraints.isEmpty
            default:
                return false
            }
        }
    }

    @Test func nonFiniteNumbersAreRefused() {
        let x = Variable("x")
        let y = Variable("y")
        #expect(refuses(x == .nan))
        #expect(refuses(x == .infinity))
        #expect(refuses(Double.nan * x == 3))
        #expect(refuses(x + Double.infinity * y <= 3))
        #expect(refuses((x >= -Double.infinity).withPriority(.defaultLow)))
    }

    @Test(arguments: [0, 1001, -5, 0.5, Float.nan, Float.infinity] as [Float])
    func prioritiesOutsideTheScaleAreRefused(priority: Float) {
        let x = Variable("x")
        #expect(refuses((x == 1).withPriority(Priority(priority))))
    }

    @Test(arguments: [1, 1000, 999.5] as [Float])
    func prioritiesAtTheEdgesOfTheScaleAreAccepted(priority: Float) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1).withPriority(Priority(priority)))
        solver.updateVariables()
        #expect(approximately(x.value, 1))
    }

    @Test func aRefusalLeavesTheSolverWorking() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 4)
        #expect(throws: SolverError.self) { try solver.addConstraint(x == .nan) }
        #expect(throws: SolverError.self) { try solver.addConstraint((x == 9).withPriority(0)) }
        try solver.addConstraint((x == 9).withPriority(1))
        solver.updateVariables()
        #expect(approximately(x.value, 4))
        #expect(solver.constraints.count == 2)
    }
}
