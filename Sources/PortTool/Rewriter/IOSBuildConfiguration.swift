import SwiftSyntax

/// The configuration `#if` conditions are evaluated in: the code was written for iOS, so `os(iOS)` holds,
/// `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` do not, `canImport` is true for the modules
/// this port provides, and the target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (`DEBUG`) are set. Conditions are
/// read from the parser's syntax tree (SwiftParser leaves `a && b || c` as a sequence, folded here).
struct IOSBuildConfiguration {
    var customConditions: Set<String>
    /// `SWIFT_VERSION` as numbers (`[5, 0]`).
    var languageVersion: [Int]
    var compilerVersion: [Int] = [6, 3]
    /// Modules an app can import here.
    var importableModules: Set<String> = ["UIKit", "Foundation", "Dispatch", "CoreGraphics", "QuartzCore", "Swift",
                                          "os", "Darwin", "ObjectiveC", "_Concurrency", "XCTest", "Testing"]

    /// The condition's value; `nil` for a condition this evaluation does not know (the `#if` is then left as
    /// written, for the compiler to judge).
    func evaluate(_ condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return customConditions.contains(reference.baseName.text)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(sequence.elements)) }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(evaluate(infix.leftOperand), op.operator.text, evaluate(infix.rightOperand))
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.trimmedDescription {
            return platformCondition(name, argument)
        }
        return nil
    }

    /// `a && b || c`: `&&` binds tighter than `||`.
    private func evaluate(sequence elements: [ExprSyntax]) -> Bool? {
        var alternatives: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "||": alternatives.append([])
                case "&&": continue
                default: return nil
                }
            } else {
                alternatives[alternatives.count - 1].append(element)
            }
        }
        var anyTrue = false
        for conjunction in alternatives {
            var all = true
            for term in conjunction {
                guard let value = evaluate(term) else { return nil }
                all = all && value
            }
            anyTrue = anyTrue || all
        }
        return anyTrue
    }

    private func combine(_ left: Bool?, _ op: String, _ right: Bool?) -> Bool? {
        guard let left, let right else { return nil }
        switch op {
        case "&&": return left && right
        case "||": return left || right
        default: return nil
        }
    }

    private func platformCondition(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "os": return argument == "iOS"
        case "arch": return argument == "arm64"
        case "targetEnvironment": return false
        case "canImport": return importableModules.contains(String(argument.prefix { $0 != "." && $0 != "," }))
        case "_runtime": return argument == "_ObjC"
        case "_endian": return argument == "little"
        case "_pointerBitWidth": return argument == "_64"
        case "swift": return compare(argument, with: languageVersion)
        case "compiler": return compare(argument, with: compilerVersion)
        case "hasFeature", "hasAttribute": return false
        default: return nil
        }
    }

    /// `>=5.9` or `<6` against a version.
    private func compare(_ requirement: String, with version: [Int]) -> Bool? {
        let text = requirement.replacingOccurrences(of: " ", with: "")
        let isAtLeast = text.hasPrefix(">=")
        guard isAtLeast || text.hasPrefix("<") else { return nil }
        let required = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }.split(separator: ".").compactMap { Int($0) }
        guard !required.isEmpty else { return nil }
        let length = max(required.count, version.count)
        let have = version + Array(repeating: 0, count: length - version.count)
        let need = required + Array(repeating: 0, count: length - required.count)
        let atLeast = !have.lexicographicallyPrecedes(need)
        return isAtLeast ? atLeast : !atLeast
    }
}
