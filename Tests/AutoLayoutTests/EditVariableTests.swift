import AutoLayout
import Testing

@Suite struct EditVariableTests {
    @Test func draggingAContainerResizesItsHalves() throws {
        let solver = Solver()
        let width = Variable("container")
        let left = Variable("leftHalf")
        let right = Variable("rightHalf")
        try solver.addConstraint(left == right)
        try solver.addConstraint(left + right + 10 == width)
        try solver.addConstraint(left >= 0)
        try solver.addEditVariable(width, priority: 999)
        for frame in 0..<50 {
            let target = 100 + Double(frame) * 7
            try solver.suggestValue(width, target)
            solver.updateVariables()
            #expect(approximately(width.value, target))
            #expect(approximately(left.value, (target - 10) / 2))
        }
    }

    @Test func aRequiredLimitStopsTheDrag() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraint(width <= 500)
        try solver.addConstraint(width >= 50)
        try solver.addEditVariable(width, priority: .dragThatCanResizeScene)
        try solver.suggestValue(width, 800)
        solver.updateVariables()
        #expect(approximately(width.value, 500))
        try solver.suggestValue(width, 10)
        solver.updateVariables()
        #expect(approximately(width.value, 50))
        try solver.suggestValue(width, 300)
        solver.updateVariables()
        #expect(approximately(width.value, 300))
    }

    @Test func editsYieldToHigherPrioritiesAndBeatLowerOnes() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x <= 100).withPriority(.defaultHigh))
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        try solver.addEditVariable(x, priority: .dragThatCanResizeScene)
        try solver.suggestValue(x, 60)
        solver.updateVariables()
        #expect(approximately(x.value, 60))
        try solver.suggestValue(x, 160)
        solver.updateVariables()
        #expect(approximately(x.value, 100))
    }

    @Test func addingAnEditMovesNothingAndRemovingItLetsGo() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 42).withPriority(.defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        solver.updateVariables()
        #expect(approximately(x.value, 42))
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        #expect(approximately(x.value, 7))
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(approximately(x.value, 42))
        #expect(!solver.hasEditVariable(x))
    }

    @Test func anEditOnAVariableWithoutConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 12)
        try solver.addConstraint(y == x * 2)
        try solver.suggestValue(x, 13)
        solver.updateVariables()
        #expect(approximately(y.value, 26))
    }

    @Test func editMisuseThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 0) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .defaultLow) }
        #expect(throws: SolverError.self) { try solver.suggestValue(x, .nan) }
        #expect(throws: SolverError.self) { try solver.suggestValue(x, -.infinity) }
        try solver.suggestValue(x, 3)
        solver.updateVariables()
        #expect(approximately(x.value, 3))
    }
}
