import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file of the app as the generated package compiles it.
public struct RewrittenFile: Sendable {
    public let originalPath: String
    /// The file's name in the generated package (unique there).
    public let fileName: String
    public let text: String
}

/// The app's Swift sources rewritten together: `#selector` may name a method of another file's class, and the
/// registrations need every class.
public struct RewriteResult: Sendable {
    public let files: [RewrittenFile]
    public let classes: [ClassDeclaration]
    /// The class `@main` / `@UIApplicationMain` marked, and where.
    public let mainClass: (name: String, file: String, line: Int)?
    /// A `main.swift`'s `UIApplicationMain(_:_:_:_:)` call, the entry point of projects older than `@main`: the
    /// classes it names, and where.
    let applicationMain: (call: ApplicationMainCall, file: String)?
    /// Per-file registration functions the generated registration file calls.
    public let registrationFunctions: [String]
    public let diagnostics: [PortDiagnostic]
    /// Modules imported, with where.
    public let imports: [(module: String, file: String, line: Int)]
}

/// Rewrites what Linux Swift refuses (`@IBOutlet`, `@objc`, `#selector`, `#keyPath`, `@main` on an app delegate,
/// iOS-only `#if` branches, layer classes' initializers) and appends to each file the registration of its outlets and actions, which may reach
/// private members only from the same file. Comments and string literals are untouched: only syntax nodes are
/// edited.
public struct SourceRewriter {
    public var customConditions: Set<String>
    public var swiftVersion: String

    public init(customConditions: Set<String> = [], swiftVersion: String = "5.0") {
        self.customConditions = customConditions
        self.swiftVersion = swiftVersion
    }

    public func rewrite(_ sources: [(path: String, text: String)]) -> RewriteResult {
        let version = swiftVersion.split(separator: ".").compactMap { Int($0) }
        // What `swift(>=...)` sees: the compiler's effective version in that language mode (5.10 in Swift 5 mode).
        let effective: [Int] = switch version.first ?? 5 {
        case 5: [5, 10]
        case 6...: [6, 3]
        default: version
        }
        let configuration = IOSBuildConfiguration(customConditions: customConditions, languageVersion: effective)
        var scanners: [(scanner: SourceScanner, text: String)] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            let scanner = SourceScanner(path: source.path, tree: tree, configuration: configuration)
            scanner.walk(tree)
            scanners.append((scanner, source.text))
        }
        let index = SelectorIndex(scanners.map(\.scanner))
        var files: [RewrittenFile] = []
        var functions: [String] = []
        var diagnostics: [PortDiagnostic] = []
        var usedNames = Set<String>()
        var mainClass: (name: String, file: String, line: Int)?
        var applicationMain: (call: ApplicationMainCall, file: String)?
        var imports: [(module: String, file: String, line: Int)] = []
        for (number, (scanner, text)) in scanners.enumerated() {
            diagnostics += scanner.diagnostics
            imports += scanner.imports.map { ($0.module, scanner.path, $0.line) }
            if let main = scanner.mainClass {
                if let earlier = mainClass {
                    diagnostics.append(.error(scanner.path, line: main.line,
                        "a second @main class (\(main.name)); the first is \(earlier.name) in \(earlier.file):\(earlier.line)"))
                } else {
                    mainClass = (main.name, scanner.path, main.line)
                }
            }
            if let call = scanner.applicationMainCall { applicationMain = (call, scanner.path) }
            var edits = scanner.edits
            edits += scanner.observableEdits.filter { index.isKeyValueCoded($0.owner) }.flatMap(\.edits)
            edits += scanner.classInitializers.filter { index.isCoreAnimationLayer($0.className) }.flatMap { $0.edits() }
            let observers = scanner.observerSites.filter { !index.isUIKitResponder($0.owner) }
            edits += observers.flatMap { $0.edits() }
            for site in scanner.optionalCallSites where index.optionalRequirementNames.contains(site.name) {
                edits.append(TextEdit(start: site.questionMark.lowerBound, end: site.questionMark.upperBound, replacement: ""))
            }
            for site in scanner.selectorSites {
                edits.append(TextEdit(start: site.start, end: site.end, replacement: "Selector(\"\(index.resolve(site))\")"))
            }
            var body = Self.apply(edits, to: text)
            if !body.hasSuffix("\n") { body += "\n" }
            let registration = RegistrationWriter(scanner: scanner, index: index, function: "_uikitPortRegisterFile\(number)")
            diagnostics += registration.diagnostics
            var tail = registration.code
            for owner in Set(observers.map { SelectorIndex.stripGenerics($0.owner) }).sorted() {
                tail += "// generated by uikit-port: \(owner) receives observeValue(forKeyPath:of:change:context:) as NSObjects do on iOS\n"
                tail += "extension \(owner): NSKeyValueObserving {}\n"
            }
            if !registration.code.isEmpty { functions.append(registration.function) }
            // Not the original's name: #sourceLocation gives the original's #fileID, which the copy must not repeat.
            let stem = URL(fileURLWithPath: scanner.path).deletingPathExtension().lastPathComponent
            // Top-level code runs only from a file named main.swift.
            var name = scanner.applicationMainCall != nil ? "main.swift" : stem + ".ported.swift"
            while usedNames.contains(name.lowercased()) { name = "_" + name }
            usedNames.insert(name.lowercased())
            let header = "// generated by uikit-port from \(scanner.path): the original with what needs the Objective-C runtime rewritten\n"
                + "#sourceLocation(file: \(Self.literal(scanner.path)), line: 1)\n"
            files.append(RewrittenFile(originalPath: scanner.path, fileName: name,
                                       text: header + body + "#sourceLocation()\n" + tail))
        }
        return RewriteResult(files: files, classes: scanners.flatMap(\.scanner.classes), mainClass: mainClass,
                             applicationMain: applicationMain, registrationFunctions: functions, diagnostics: diagnostics, imports: imports)
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func apply(_ edits: [TextEdit], to text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var position = 0
        for edit in edits.sorted(by: { $0.start < $1.start }) where edit.start >= position {
            result += bytes[position..<edit.start]
            result += Array(edit.replacement.utf8)
            position = edit.end
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }
}

/// Every type's actions and properties across the files, and each class's superclass, for resolving `#selector`.
struct SelectorIndex {
    var members: [String: [TypeMembers]] = [:]
    var superclass: [String: String] = [:]
    var genericClasses = Set<String>()
    /// Optional requirements of `@objc` protocols given default implementations (their calls lose `?`).
    var optionalRequirementNames = Set<String>()

    init(_ scanners: [SourceScanner]) {
        for scanner in scanners {
            for name in scanner.memberOrder {
                members[name, default: []].append(scanner.members[name]!)
                optionalRequirementNames.formUnion(scanner.members[name]!.optionalRequirementNames)
            }
            for declaration in scanner.classes {
                if let first = declaration.inherited.first { superclass[declaration.name] = first }
                if declaration.isGeneric { genericClasses.insert(declaration.name) }
            }
        }
    }

    /// The type and its superclasses declared in the app (generic arguments dropped).
    func chain(_ type: String?) -> [String] {
        guard var current = type.map(Self.stripGenerics) else { return [] }
        var chain = [current]
        while let next = superclass[current].map(Self.stripGenerics), !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    static func stripGenerics(_ name: String) -> String { String(name.prefix { $0 != "<" }) }

    /// Whether the type is a UIKit responder (whose body declares `observeValue(forKeyPath:...)` for overriding).
    func isUIKitResponder(_ type: String) -> Bool {
        chain(type).contains { KeyValueObserverSite.isUIKitResponder($0) && superclass[$0] == nil }
    }

    /// Whether the class descends from one of Core Animation's layer classes.
    func isCoreAnimationLayer(_ className: String) -> Bool {
        chain(className).dropFirst().contains { LayerClassInitializers.isCoreAnimationLayer($0) && superclass[$0] == nil }
    }

    /// The actions and outlets a non-generic class inherits from generic superclasses declared in the app: a
    /// selector table needs concrete types, so they are registered on the subclass (private ones cannot be).
    func inheritedFromGenerics(_ className: String) -> (actions: [ActionMethod], outlets: [Outlet]) {
        var actions: [ActionMethod] = [], outlets: [Outlet] = []
        for ancestor in chain(className).dropFirst() where genericClasses.contains(ancestor) {
            for members in self.members[ancestor] ?? [] {
                actions += members.actions.filter { !$0.isPrivate }
                outlets += members.outlets.filter { !$0.isPrivate }
            }
        }
        return (actions, outlets)
    }

    func resolve(_ site: SelectorSite) -> String {
        let chain = chain(site.typeName)
        let everywhere = members.keys.sorted()
        switch site.kind {
        case .getter, .setter:
            let property = (chain + everywhere).lazy.compactMap { type in
                members[type]?.lazy.flatMap(\.properties).first { $0.name == site.baseName }
            }.first
            let name = property?.objCName ?? site.baseName
            return site.kind == .getter ? name : ObjCSelector.setter(name)
        case .method:
            for types in [chain, everywhere] {
                for type in types {
                    let actions = (members[type] ?? []).flatMap(\.actions)
                    if let match = actions.first(where: { $0.baseName == site.baseName && (site.labels == nil || $0.labels == site.labels!) }) {
                        return match.selector
                    }
                }
            }
            return ObjCSelector.method(site.baseName, labels: site.labels ?? [])
        }
    }
}
