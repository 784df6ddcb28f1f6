import SwiftParser
import SwiftSyntax

/// Walks one Swift file as the compiler would for iOS (only active `#if` clauses), records the edits that make it
/// compile without the Objective-C runtime, and collects what the registrations need. Edits never add or remove a
/// line, so the rewritten file's lines are the original's.
final class SourceScanner: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    let configuration: IOSBuildConfiguration
    private(set) var edits: [TextEdit] = []
    private(set) var classes: [ClassDeclaration] = []
    private(set) var members: [String: TypeMembers] = [:]
    private(set) var memberOrder: [String] = []
    private(set) var selectorSites: [SelectorSite] = []
    private(set) var optionalCallSites: [OptionalCallSite] = []
    /// The notifications added to `@objc dynamic` properties, by owning type: applied once every file is scanned
    /// shows whether the type is an `NSObject` (Core Animation layers are not).
    private(set) var observableEdits: [(owner: String, edits: [TextEdit])] = []
    private(set) var diagnostics: [PortDiagnostic] = []
    /// The class `@main` / `@UIApplicationMain` marks.
    private(set) var mainClass: (name: String, line: Int)?
    /// A `main.swift`'s top-level `UIApplicationMain(_:_:_:_:)` call.
    private(set) var applicationMainCall: ApplicationMainCall?
    private(set) var imports: [(module: String, line: Int)] = []
    /// Every class's initializers, for the ones that turn out to be Core Animation layers (known once every file
    /// is scanned).
    private(set) var classInitializers: [LayerClassInitializers] = []
    /// `override func observeValue(forKeyPath:...)` declarations, kept where the class is no UIKit responder.
    private(set) var observerSites: [KeyValueObserverSite] = []

    /// Generic parameters in scope constrained to an Objective-C class (`T: UIView`): `T()` needs a `required init`.
    private var classGenericParameters: [[String: String]] = []

    private func pushGenericParameters(_ clause: GenericParameterClauseSyntax?) {
        var found: [String: String] = [:]
        for parameter in clause?.parameters ?? [] {
            guard let constraint = parameter.inheritedType?.trimmedDescription,
                  ["NS", "UI", "CA"].contains(where: { constraint.hasPrefix($0) }) else { continue }
            found[parameter.name.text] = constraint
        }
        classGenericParameters.append(found)
    }

    private func classGenericParameter(_ name: String) -> String? {
        classGenericParameters.reversed().lazy.compactMap { $0[name] }.first
    }

    private enum Scope {
        case type(name: String, isClass: Bool, allObjC: Bool, isProtocol: Bool)
        case function
    }
    private var scopes: [Scope] = []

    init(path: String, tree: SourceFileSyntax, configuration: IOSBuildConfiguration) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        self.configuration = configuration
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Places

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func remove(_ node: some SyntaxProtocol) {
        replace(node, with: "")
    }

    /// Replaces the node's text (not its trivia); the newlines it spans are kept so that lines do not move.
    private func replace(_ node: some SyntaxProtocol, with text: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        replace(start..<end, of: node.trimmedDescription, with: text)
    }

    private func replace(_ range: Range<Int>, of original: String, with text: String) {
        let lost = original.filter { $0 == "\n" }.count - text.filter { $0 == "\n" }.count
        edits.append(TextEdit(start: range.lowerBound, end: range.upperBound,
                              replacement: text + String(repeating: "\n", count: max(0, lost))))
    }

    // MARK: Scopes

    private var typeName: String? {
        var names: [String] = []
        for scope in scopes {
            switch scope {
            case .type(let name, _, _, _): names.append(name)
            case .function: return nil
            }
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The innermost type, even inside a method body (for `#selector(self.x)` and bare names).
    private var enclosingTypeName: String? {
        var names: [String] = []
        for scope in scopes { if case .type(let name, _, _, _) = scope { names.append(name) } }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    private var innermostType: (isClass: Bool, allObjC: Bool, isProtocol: Bool)? {
        guard case .type(_, let isClass, let allObjC, let isProtocol)? = scopes.last else { return nil }
        return (isClass, allObjC, isProtocol)
    }

    private func withMembers(_ name: String, _ body: (inout TypeMembers) -> Void) {
        if members[name] == nil {
            members[name] = TypeMembers(typeName: name)
            memberOrder.append(name)
        }
        body(&members[name]!)
    }

    // MARK: Attributes

    private static func attributeName(_ attribute: AttributeSyntax) -> String {
        attribute.attributeName.trimmedDescription
    }

    /// Drops `@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet`, `@main`, `@UIApplicationMain`, `@NSManaged`;
    /// returns the names of the attributes found, and the explicit Objective-C name of `@objc(name)`.
    private func removeRuntimeAttributes(_ attributes: AttributeListSyntax) -> (names: Set<String>, objCName: String?) {
        var names = Set<String>()
        var objCName: String?
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            let name = Self.attributeName(attribute)
            names.insert(name)
            switch name {
            case "objc":
                if case .objCName(let pieces)? = attribute.arguments { objCName = pieces.trimmedDescription }
                remove(attribute)
            case "objcMembers", "IBOutlet", "IBOutletCollection", "main", "UIApplicationMain", "NSManaged", "GKInspectable":
                remove(attribute)
            default: break
            }
        }
        return (names, objCName)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let (attributes, objCName) = removeRuntimeAttributes(node.attributes)
        let name = [typeName, node.name.text].compactMap { $0 }.joined(separator: ".")
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let isGeneric = node.genericParameterClause != nil || isInsideGeneric
        if scopes.allSatisfy({ if case .type = $0 { true } else { false } }) {
            classes.append(ClassDeclaration(name: name, objCName: objCName ?? node.name.text, inherited: inherited,
                                            isGeneric: isGeneric, file: path, line: line(node.name)))
        }
        if attributes.contains("main") || attributes.contains("UIApplicationMain") {
            mainClass = (name, line(node))
        }
        if isGeneric { withMembers(name) { $0.isGeneric = true } }
        classInitializers.append(LayerClassInitializers(
            className: name, closingBrace: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset))
        scopes.append(.type(name: node.name.text, isClass: true, allObjC: attributes.contains("objcMembers"), isProtocol: false))
        genericDepth.append(isGeneric)
        pushGenericParameters(node.genericParameterClause)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        scopes.removeLast(); genericDepth.removeLast(); classGenericParameters.removeLast()
    }

    private var genericDepth: [Bool] = []
    private var isInsideGeneric: Bool { genericDepth.contains(true) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let (attributes, _) = removeRuntimeAttributes(node.attributes)
        let name = node.extendedType.trimmedDescription
        scopes.append(.type(name: name, isClass: true, allObjC: attributes.contains("objc"), isProtocol: false))
        genericDepth.append(node.genericWhereClause != nil)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast(); genericDepth.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = removeRuntimeAttributes(node.attributes)
        scopes.append(.type(name: node.name.text, isClass: false, allObjC: false, isProtocol: false))
        genericDepth.append(node.genericParameterClause != nil)
        pushGenericParameters(node.genericParameterClause)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        scopes.removeLast(); genericDepth.removeLast(); classGenericParameters.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = removeRuntimeAttributes(node.attributes)
        scopes.append(.type(name: node.name.text, isClass: false, allObjC: false, isProtocol: false))
        genericDepth.append(node.genericParameterClause != nil)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast(); genericDepth.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let (attributes, _) = removeRuntimeAttributes(node.attributes)
        let name = [typeName, node.name.text].compactMap { $0 }.joined(separator: ".")
        if attributes.contains("objc") { withMembers(name) { $0.isProtocol = true } }
        scopes.append(.type(name: node.name.text, isClass: false, allObjC: false, isProtocol: true))
        genericDepth.append(false)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast(); genericDepth.removeLast() }

    // MARK: Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let (attributes, objCName) = removeRuntimeAttributes(node.attributes)
        defer { scopes.append(.function); pushGenericParameters(node.genericParameterClause) }
        guard let owner = typeName, let type = innermostType else { return .visitChildren }
        if type.isClass, KeyValueObserverSite.isObserveValue(node),
           let modifier = node.modifiers.first(where: { $0.name.text == "override" }) {
            observerSites.append(KeyValueObserverSite(
                owner: owner, function: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                overrideModifier: modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        let parameters = Array(node.signature.parameterClause.parameters)
        if type.isProtocol {
            // An optional requirement has no implementation to call: it gets an empty default one.
            if let optional = node.modifiers.first(where: { $0.name.text == "optional" }) {
                remove(optional)
                let returnType = node.signature.returnClause?.type.trimmedDescription
                if returnType == nil || returnType == "Void" || returnType == "()" {
                    withMembers(owner) { $0.optionalRequirementNames.append(node.name.text) }
                    var signature = node.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil).trimmedDescription
                    signature = signature.replacingOccurrences(of: "\n", with: " ")
                    withMembers(owner) { $0.optionalRequirements.append(signature) }
                } else {
                    diagnostics.append(.warning(path, line: line(node),
                        "optional requirement \(node.name.text) returns \(returnType!); conforming types must implement it here",
                        suggestion: "implement \(node.name.text) in every conforming type, or make it return Void"))
                }
            }
            return .visitChildren
        }
        let isAction = attributes.contains("IBAction") || attributes.contains("objc") || attributes.contains("IBSegueAction")
            || (type.allObjC && !node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" })
        guard type.isClass, isAction, !attributes.contains("nonobjc") else { return .visitChildren }
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let selector = objCName ?? ObjCSelector.method(node.name.text, labels: labels)
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let returnType = node.signature.returnClause?.type.trimmedDescription
        withMembers(owner) {
            var action = ActionMethod(selector: selector, baseName: node.name.text, labels: labels,
                                      parameterTypes: parameters.map { $0.type.trimmedDescription },
                                      isStatic: isStatic, hasEffects: node.signature.effectSpecifiers != nil,
                                      isPrivate: Self.isPrivate(node.modifiers), line: line(node.name))
            action.returnsValue = !(returnType == nil || returnType == "Void" || returnType == "()")
            $0.actions.append(action)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast(); classGenericParameters.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = removeRuntimeAttributes(node.attributes)
        if let owner = Self.owningClass(of: node), let index = classInitializers.lastIndex(where: {
            $0.closingBrace == owner.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        }) {
            classInitializers[index].initializers.append(LayerClassInitializers.initializer(node))
        }
        scopes.append(.function)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

    /// The class whose body declares `node` (through `#if` clauses), not an extension's.
    private static func owningClass(of node: InitializerDeclSyntax) -> ClassDeclSyntax? {
        var parent = node.parent
        while let current = parent {
            if let declaration = current.as(ClassDeclSyntax.self) { return declaration }
            guard current.is(MemberBlockItemSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                || current.is(MemberBlockSyntax.self) || current.is(IfConfigClauseSyntax.self)
                || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self) else { return nil }
            parent = current.parent
        }
        return nil
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.function)
        return .visitChildren
    }

    override func visitPost(_ node: DeinitializerDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.function)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { scopes.removeLast() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.function)
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { scopes.removeLast() }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = removeRuntimeAttributes(node.attributes)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = removeRuntimeAttributes(node.attributes)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let (attributes, objCName) = removeRuntimeAttributes(node.attributes)
        guard let owner = typeName, innermostType?.isClass == true else { return .visitChildren }
        if attributes.contains("NSManaged") {
            diagnostics.append(.warning(path, line: line(node), "@NSManaged needs Core Data, which this port does not have",
                                        suggestion: "store the property yourself"))
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if attributes.contains("IBOutlet") || attributes.contains("IBOutletCollection") {
                guard let type = binding.typeAnnotation?.type.trimmedDescription else {
                    diagnostics.append(.error(path, line: line(binding), "outlet \(name) has no type annotation",
                                              suggestion: "write its type, as in `@IBOutlet var \(name): UILabel!`"))
                    continue
                }
                let bare = type.trimmingSuffix("!").trimmingSuffix("?")
                withMembers(owner) {
                    $0.outlets.append(Outlet(name: name, type: type, isCollection: bare.hasPrefix("["),
                                             isPrivate: Self.isPrivate(node.modifiers), line: line(binding)))
                }
            }
            if attributes.contains("objc") || innermostType?.allObjC == true {
                withMembers(owner) { $0.properties.append(ObjCProperty(name: name, objCName: objCName ?? name)) }
            }
            if attributes.contains("objc") || innermostType?.allObjC == true,
               !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                var property = ObservableProperty(name: name, key: objCName ?? name, isPrivate: Self.isPrivate(node.modifiers), line: line(binding))
                let isDynamic = node.modifiers.contains { $0.name.text == "dynamic" }
                // An override's setter calls the overridden one, which notifies; a lazy one cannot take observers.
                property.notifiesObservers = isDynamic && !node.modifiers.contains { $0.name.text == "lazy" }
                withMembers(owner) { $0.observableProperties.append(property) }
                if isDynamic, !node.modifiers.contains(where: { $0.name.text == "lazy" || $0.name.text == "override" }) {
                    observableEdits.append((owner, ObservablePropertyRewrite.edits(for: binding, key: property.key, bindingCount: node.bindings.count)))
                }
            }
        }
        return .visitChildren
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            guard let site = selectorSite(node) else {
                diagnostics.append(.error(path, line: line(node), "cannot read the method this #selector names",
                                          suggestion: "write #selector(Type.method(_:))"))
                return .skipChildren
            }
            selectorSites.append(site)
            return .skipChildren
        case "keyPath":
            guard let argument = node.arguments.first?.expression else { return .skipChildren }
            var components = argument.trimmedDescription.split(separator: ".").map(String.init)
            if components.count > 1, components[0] == "self" || components[0].first?.isUppercase == true {
                components.removeFirst()
            }
            replace(node, with: "\"" + components.joined(separator: ".") + "\"")
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    private func selectorSite(_ node: MacroExpansionExprSyntax) -> SelectorSite? {
        guard let argument = node.arguments.first else { return nil }
        let kind: SelectorSite.Kind = switch argument.label?.text {
        case "getter": .getter
        case "setter": .setter
        default: .method
        }
        var expression = argument.expression
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else {
                break
            }
        }
        var type = enclosingTypeName
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            if let base = member.base, base.trimmedDescription != "self" { type = base.trimmedDescription }
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        let labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        return SelectorSite(kind: kind, typeName: type, baseName: reference.baseName.text, labels: labels,
                            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                            end: node.endPositionBeforeTrailingTrivia.utf8Offset, line: line(node))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = KeyValueObserverSite.superCall(in: node), let function = node.ancestorFunction,
           let site = observerSites.lastIndex(where: { $0.function == function.positionAfterSkippingLeadingTrivia.utf8Offset }) {
            observerSites[site].superCalls.append(callee)
        }
        if scopes.isEmpty, let call = ApplicationMainCall(node, path: path, line: line(node)) {
            applicationMainCall = call
            edits.append(call.registrationEdit)
            for case .unreadable(let text) in [call.principalClass, call.delegateClass] {
                diagnostics.append(.warning(path, line: call.line, "UIApplicationMain is passed the class name \(text), which the port tool cannot read, so it registers no class for it",
                                            suggestion: "pass NSStringFromClass(MyClass.self) or nil"))
            }
        }
        let called = node.calledExpression.trimmedDescription
        if called == "NSClassFromString" || called == "NSSelectorFromString" {
            diagnostics.append(.warning(path, line: line(node), "\(called) has no Objective-C runtime to ask here",
                                        suggestion: called == "NSClassFromString"
                                            ? "refer to the class itself (MyClass.self)"
                                            : "write Selector(\"name:\") for a registered action"))
        } else if let name = Self.instantiatedName(node.calledExpression), let constraint = classGenericParameter(name) {
            diagnostics.append(.warning(path, line: line(node),
                "making an instance of the generic parameter \(name) (\(constraint)) needs a `required init` (NSObject's init() is not required on Linux)",
                suggestion: "declare `required init()` in the base class and constrain \(name) to it, or pass a closure that makes the instance"))
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  let base = member.base, let first = base.trimmedDescription.first, !first.isUppercase,
                  base.trimmedDescription != "self", base.trimmedDescription != "super" {
            diagnostics.append(.warning(path, line: line(node),
                "making an instance from the metatype `\(base.trimmedDescription)` needs a `required init` (NSObject's init() is not required on Linux)",
                suggestion: "declare `required init()` in the base class, or switch over the concrete classes"))
        }
        return .visitChildren
    }

    /// `T` of `T()` or `T.init()`.
    private static func instantiatedName(_ called: ExprSyntax) -> String? {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text
        }
        return nil
    }

    /// `Bundle.main` is the app's bundle on iOS; here the executable's folder is not where SwiftPM puts the
    /// resources, so it becomes `Bundle.application`, UIKit's name for the app's bundle.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "main", node.declName.argumentNames == nil,
           node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle" {
            replace(node.declName, with: "application")
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.expression.as(MemberAccessExprSyntax.self),
           node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
            let mark = node.questionMark
            optionalCallSites.append(OptionalCallSite(name: member.declName.baseName.text,
                questionMark: mark.positionAfterSkippingLeadingTrivia.utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.append((node.path.trimmedDescription, line(node)))
        // `import UIKit.UIGestureRecognizerSubclass` names a submodule of Apple's Objective-C framework; a Swift module
        // has none, and this UIKit declares what that submodule adds (a settable `state`, the touch methods) on
        // `UIGestureRecognizer` itself. `import class UIKit.UIView` imports a declaration and works as it is.
        if node.importKindSpecifier == nil, node.path.count > 1, node.path.first?.name.text == "UIKit" {
            replace(node.path, with: "UIKit")
        }
        return .skipChildren
    }

    // MARK: #if

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        // The first clause whose condition holds (or #else); a condition that cannot be evaluated before it leaves
        // the whole block to the compiler.
        var active: IfConfigClauseSyntax?
        for clause in node.clauses {
            guard let condition = clause.condition else { active = clause; break }
            guard let value = configuration.evaluate(condition) else { return .visitChildren }
            if value { active = clause; break }
        }
        for clause in node.clauses {
            if clause == active {
                let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                let headEnd = (clause.condition.map { Syntax($0) } ?? Syntax(clause.poundKeyword))
                    .endPositionBeforeTrailingTrivia.utf8Offset
                let original = String(decoding: Array(clause.root.syntaxTextBytes[start..<headEnd]), as: UTF8.self)
                replace(start..<headEnd, of: original, with: "")
            } else {
                replace(clause, with: "")
            }
        }
        remove(node.poundEndif)
        if let elements = active?.elements { walk(elements) }
        return .skipChildren
    }
}

extension SyntaxProtocol {
    /// The function declaration this node is inside, if any.
    var ancestorFunction: FunctionDeclSyntax? {
        var parent = self.parent
        while let current = parent {
            if let function = current.as(FunctionDeclSyntax.self) { return function }
            parent = current.parent
        }
        return nil
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
