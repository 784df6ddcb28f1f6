import Foundation
import SwiftSyntax

/// An iOS `main.swift`'s `UIApplicationMain(argc, argv, principalClassName, delegateClassName)` call: the entry point
/// of projects older than `@main`. The file stays the package's `main.swift`, the registrations run just before the
/// call (the Objective-C runtime would find the classes by name; here they must be registered first), and the
/// classes it names are registered.
struct ApplicationMainCall {
    /// A class name argument: `nil`, `NSStringFromClass(Name.self)` or a string literal.
    enum NamedClass: Equatable {
        case none
        case named(String)
        /// An expression the tool cannot read (a variable): its text.
        case unreadable(String)
    }

    let line: Int
    let principalClass: NamedClass
    let delegateClass: NamedClass
    /// Where the statement holding the call starts: the registrations go there.
    let statementStart: Int

    /// The call when `node` is one at the top level of a `main.swift`.
    init?(_ node: FunctionCallExprSyntax, path: String, line: Int) {
        guard node.calledExpression.trimmedDescription == "UIApplicationMain", node.arguments.count == 4,
              URL(fileURLWithPath: path).lastPathComponent == "main.swift",
              let statement = Self.topLevelStatement(of: node) else { return nil }
        let arguments = Array(node.arguments)
        self.line = line
        principalClass = Self.namedClass(arguments[2].expression)
        delegateClass = Self.namedClass(arguments[3].expression)
        statementStart = statement.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// What runs the registrations, on the statement's own line so that no line moves.
    var registrationEdit: TextEdit {
        TextEdit(start: statementStart, end: statementStart,
                 replacement: "MainActor.assumeIsolated { _uikitPortRegisterAll() }; ")
    }

    private static func topLevelStatement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let item = node.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == true {
                return item
            }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    private static func namedClass(_ expression: ExprSyntax) -> NamedClass {
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text {
            return .named(String(text.split(separator: ".").last ?? Substring(text)))
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.trimmedDescription == "NSStringFromClass", call.arguments.count == 1,
           let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "self", let base = member.base {
            return .named(base.trimmedDescription)
        }
        return .unreadable(expression.trimmedDescription)
    }
}
