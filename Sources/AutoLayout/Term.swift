/// One variable times a coefficient, a summand of an `Expression`.
public struct Term: Sendable {
    public let variable: Variable
    public let coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
