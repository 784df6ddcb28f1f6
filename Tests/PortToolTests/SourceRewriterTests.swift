import Testing
@testable import PortTool

/// The rewriter on snippets: each construct Linux Swift refuses, and what must stay as it is.
struct SourceRewriterTests {
    private func rewrite(_ text: String, conditions: Set<String> = []) -> (body: String, tail: String, result: RewriteResult) {
        let result = SourceRewriter(customConditions: conditions).rewrite([(path: "/app/V.swift", text: text)])
        let full = result.files[0].text
        let start = full.range(of: "line: 1)\n")!.upperBound
        let end = full.range(of: "#sourceLocation()\n")!
        return (String(full[start..<end.lowerBound]), String(full[end.upperBound...]), result)
    }

    @Test func outletsLoseTheAttributeAndAreRegisteredByName() {
        let (body, tail, _) = rewrite("""
        class V: UIViewController {
            @IBOutlet weak var label: UILabel!
            @IBOutlet private var buttons: [UIButton]!
        }
        """)
        #expect(body.contains("     weak var label: UILabel!"))
        #expect(!body.contains("@IBOutlet"))
        #expect(tail.contains("UINibConnections.registerOutlet(\"label\", \\V.label)"))
        #expect(tail.contains("UINibConnections.registerOutlet(\"buttons\", \\V.buttons)"))
        #expect(tail.contains("extension V {"))
    }

    @Test func actionsAreRegisteredUnderTheirObjectiveCSelectors() {
        let (body, tail, _) = rewrite("""
        class V: UIViewController {
            @IBAction func tapped(_ sender: UIButton) {}
            @objc func refresh() {}
            @objc private func handle(tap: UITapGestureRecognizer) {}
            @objc(doIt:) func perform(it: Any) {}
            @objc func changed(_ sender: Any?, forEvent event: UIEvent) {}
            @objc func validate() -> Bool { true }
        }
        """)
        #expect(!body.contains("@objc"))
        #expect(body.contains("@IBAction func tapped"))
        #expect(tail.contains("registerAction(\"tapped:\", on: V.self)"))
        #expect(tail.contains("UINibConnections.sender(sender, as: UIButton.self, for: \"tapped:\")"))
        #expect(tail.contains("registerAction(\"refresh\", on: V.self) { target, sender in target.refresh() }"),
                "a Void call is not discarded (the compiler would warn)")
        #expect(tail.contains("registerAction(\"handleWithTap:\", on: V.self)"))
        #expect(tail.contains("target.handle(tap: sender)"))
        #expect(tail.contains("registerAction(\"doIt:\", on: V.self) { target, sender in target.perform(it: sender) }"))
        #expect(tail.contains("registerAction(\"changed:forEvent:\", on: V.self) { target, sender in target.changed(sender, forEvent: UIEvent()) }"))
        #expect(tail.contains("registerAction(\"validate\", on: V.self) { target, sender in _ = target.validate() }"),
                "a result is discarded")
    }

    @Test func aPrepositionAtEitherSideOfTheFirstLabelLeavesOutWith() {
        #expect(ObjCSelector.method("move", labels: ["to"]) == "moveTo:")
        #expect(ObjCSelector.method("didTap", labels: ["onView"]) == "didTapOnView:")
        #expect(ObjCSelector.method("searchFor", labels: ["text"]) == "searchForText:")
        #expect(ObjCSelector.method("keyboardWillShow", labels: ["notification"]) == "keyboardWillShowWithNotification:")
        #expect(ObjCSelector.method("handle", labels: ["tap"]) == "handleWithTap:")
        #expect(ObjCSelector.method("insert", labels: ["item", "at"]) == "insertWithItem:at:")
        #expect(ObjCSelector.method("tapped", labels: [nil]) == "tapped:")
        #expect(ObjCSelector.method("loadURL", labels: ["string"]) == "loadURLWithString:")
        let (_, tail, _) = rewrite("class V: UIView { @objc func scroll(to sender: Any) {} }")
        #expect(tail.contains("registerAction(\"scrollTo:\", on: V.self)"))
    }

    @Test func selectorExpressionsBecomeSelectorNamesResolvedAgainstDeclarations() {
        let (body, _, _) = rewrite("""
        class V: UIViewController {
            @objc func tapped(_ sender: Any) {}
            @objc(renamed) func original() {}
            @objc var count = 0
            func setUp() {
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                a = #selector(V.tapped(_:))
                b = #selector(self.original)
                c = #selector(getter: count)
                d = #selector(setter: V.count)
                e = #selector(UIView.layoutSubviews)
                f = #selector(move(_:to:))
                g = #selector(handle(tap:))
            }
        }
        """)
        #expect(body.contains("action: Selector(\"tapped:\"), for"))
        #expect(body.contains("a = Selector(\"tapped:\")"))
        #expect(body.contains("b = Selector(\"renamed\")"))
        #expect(body.contains("c = Selector(\"count\")"))
        #expect(body.contains("d = Selector(\"setCount:\")"))
        #expect(body.contains("e = Selector(\"layoutSubviews\")"))
        #expect(body.contains("f = Selector(\"move:to:\")"))
        #expect(body.contains("g = Selector(\"handleWithTap:\")"))
    }

    @Test func selectorsFindMethodsOfOtherFilesAndSuperclasses() {
        let result = SourceRewriter().rewrite([
            (path: "/app/Base.swift", text: "class Base: UIViewController { @objc func save(_ sender: Any) {} }\n"),
            (path: "/app/Child.swift", text: "class Child: Base { func f() { x = #selector(save) } }\n"),
        ])
        #expect(result.files[1].text.contains("x = Selector(\"save:\")"))
    }

    @Test func mainBecomesAGeneratedEntryPoint() {
        let (body, _, result) = rewrite("""
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        """)
        #expect(!body.contains("@main"))
        #expect(result.mainClass?.name == "AppDelegate")
        #expect(result.mainClass?.line == 1)
        #expect(rewrite("@UIApplicationMain class A: UIResponder, UIApplicationDelegate {}").result.mainClass?.name == "A")
    }

    /// An older project's main.swift stays the package's main.swift (top-level code runs only from there), with the
    /// registrations run on the call's own line, and the classes it names are known for registering.
    @Test func aMainFileCallingUIApplicationMainKeepsItsTopLevelCode() throws {
        let text = """
        import UIKit

        UIApplicationMain(
            CommandLine.argc, CommandLine.unsafeArgv,
            NSStringFromClass(MyApplication.self), "Module.AppDelegate")
        """
        let result = SourceRewriter().rewrite([(path: "/app/Sources/main.swift", text: text)])
        let file = try #require(result.files.first)
        #expect(file.fileName == "main.swift")
        #expect(file.text.contains("\nMainActor.assumeIsolated { _uikitPortRegisterAll() }; UIApplicationMain(\n"))
        let call = try #require(result.applicationMain?.call)
        #expect(call.principalClass == .named("MyApplication"))
        #expect(call.delegateClass == .named("AppDelegate"))
        #expect(call.line == 3)
        #expect(result.diagnostics.isEmpty)
        // Elsewhere, or inside a function, the call is left alone; a class name the tool cannot read is reported.
        let other = SourceRewriter().rewrite([(path: "/app/Start.swift", text: text)])
        #expect(other.applicationMain == nil && other.files[0].fileName == "Start.ported.swift")
        let unreadable = SourceRewriter().rewrite([(path: "/app/main.swift",
            text: "let name = \"AppDelegate\"\nexit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, name))\n")])
        #expect(unreadable.applicationMain?.call.principalClass == ApplicationMainCall.NamedClass.none)
        #expect(unreadable.applicationMain?.call.delegateClass == .unreadable("name"))
        #expect(unreadable.files[0].text.contains("MainActor.assumeIsolated { _uikitPortRegisterAll() }; exit(UIApplicationMain("))
        #expect(unreadable.diagnostics.map(\.message).contains { $0.contains("class name name") })
    }

    @Test func uikitSubmoduleImportsBecomeUIKit() {
        let (body, _, _) = rewrite("""
        import UIKit.UIGestureRecognizerSubclass
        import class UIKit.UIView
        import Foundation.NSString
        """)
        #expect(body.contains("import UIKit\n"))
        #expect(!body.contains("UIGestureRecognizerSubclass"))
        #expect(body.contains("import class UIKit.UIView"))
        #expect(body.contains("import Foundation.NSString"))
    }

    @Test func keyPathsBecomeTheirStrings() {
        let (body, _, _) = rewrite("""
        let a = CABasicAnimation(keyPath: #keyPath(CALayer.position))
        let b = #keyPath(CALayer.shadowOffset.width)
        let c = #keyPath(name)
        """)
        #expect(body.contains("CABasicAnimation(keyPath: \"position\")"))
        #expect(body.contains("let b = \"shadowOffset.width\""))
        #expect(body.contains("let c = \"name\""))
    }

    @Test func ifBlocksAreEvaluatedAsOnIOSAndKeepEveryLine() {
        let source = """
        #if os(iOS)
        let platform = "iOS"
        #elseif os(macOS)
        let platform = "macOS"
        #else
        let platform = "other"
        #endif
        #if DEBUG
        let debug = true
        #endif
        #if targetEnvironment(simulator)
        let simulator = true
        #endif
        let end = 1
        """
        let (body, _, _) = rewrite(source, conditions: ["DEBUG"])
        #expect(body.contains("let platform = \"iOS\""))
        #expect(!body.contains("macOS") && !body.contains("other") && !body.contains("#if"))
        #expect(body.contains("let debug = true"))
        #expect(!body.contains("simulator"))
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[13] == "let end = 1")
    }

    @Test func selectorsInsideInactiveBlocksAreNotTouchedButActiveOnesAre() {
        let (body, _, _) = rewrite("""
        #if os(iOS)
        let a = #selector(UIView.layoutSubviews)
        #endif
        """)
        #expect(body.contains("let a = Selector(\"layoutSubviews\")"))
    }

    @Test func commentsAndStringLiteralsAreLeftAsTheyAre() {
        let source = """
        // @IBOutlet weak var x: UIView! and #selector(tapped)
        /* @objc func y() */
        let s = "@objc #selector(tapped) #keyPath(a.b) @IBOutlet"
        let m = \"\"\"
        @main
        \"\"\"
        """
        let (body, tail, result) = rewrite(source)
        #expect(body == source + "\n")
        #expect(tail.isEmpty)
        #expect(result.mainClass == nil)
    }

    @Test func nestedTypesAndExtensionsRegisterUnderTheirQualifiedNames() {
        let (_, tail, result) = rewrite("""
        class Outer: UIViewController {
            class Inner: UIView {
                @IBOutlet var label: UILabel?
            }
        }
        extension Outer {
            @IBAction func done(_ sender: Any) {}
        }
        extension Outer.Inner {
            @objc func flash() {}
        }
        """)
        #expect(tail.contains("extension Outer.Inner {"))
        #expect(tail.contains("registerOutlet(\"label\", \\Outer.Inner.label)"))
        #expect(tail.contains("registerAction(\"done:\", on: Outer.self)"))
        #expect(tail.contains("registerAction(\"flash\", on: Outer.Inner.self)"))
        #expect(result.classes.map(\.name) == ["Outer", "Outer.Inner"])
        #expect(result.registrationFunctions == ["_uikitPortRegisterFile0"])
    }

    @Test func genericClassesAreRewrittenButTheirActionsAreReportedNotRegistered() {
        let (body, tail, result) = rewrite("""
        class ListController<Item>: UIViewController {
            @objc func reload() {}
            func f() { x = #selector(reload) }
        }
        """)
        #expect(!body.contains("@objc"))
        #expect(body.contains("x = Selector(\"reload\")"))
        #expect(!tail.contains("registerAction"))
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.line == 2 && $0.message.contains("generic class ListController are registered on its non-generic subclasses") })
    }

    @Test func objcProtocolsOptionalRequirementsGetEmptyDefaults() {
        let (body, tail, _) = rewrite("""
        @objc protocol PickerDelegate: AnyObject {
            @objc optional func pickerDidCancel(_ picker: Picker)
            func pickerDidPick(_ value: Int)
        }
        """)
        #expect(!body.contains("@objc") && !body.contains("optional"))
        #expect(tail.contains("extension PickerDelegate {\n    func pickerDidCancel(_ picker: Picker) {}\n}"))
    }

    @Test func constructsThatCannotBeCarriedOverAreReportedWithALine() {
        let (_, _, result) = rewrite("""
        let type: NSObject.Type = NSClassFromString("Foo") as! NSObject.Type
        let made = type.init()
        func make<T: UIView>() -> T { T() }
        func decode<T: Decodable>(_ make: () -> T) -> T { let T = make; return T() }
        class Box<V: UIViewController> { func new() -> V { V.init() } }
        """)
        #expect(result.diagnostics.map(\.line).sorted() == [1, 2, 3, 5])
        #expect(result.diagnostics.first { $0.line == 3 }?.message.contains("generic parameter T (UIView)") == true)
    }

    @Test func theRewrittenFilePointsTheCompilerAtTheOriginal() {
        let result = SourceRewriter().rewrite([(path: "/app/My \"App\"/V.swift", text: "let x = 1\n")])
        #expect(result.files[0].text.contains("#sourceLocation(file: \"/app/My \\\"App\\\"/V.swift\", line: 1)\nlet x = 1\n#sourceLocation()"))
        #expect(result.files[0].text.hasPrefix("// generated by uikit-port"))
    }
}

extension SourceRewriterTests {
    @Test func aGenericSuperclassesActionsAndOutletsAreRegisteredOnItsConcreteSubclasses() {
        let result = SourceRewriter().rewrite([
            (path: "/app/List.swift", text: """
            class ListController<Item>: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @objc func reload() {}
                @objc private func secret() {}
            }
            """),
            (path: "/app/Fruit.swift", text: "final class FruitController: ListController<String> {}\n"),
        ])
        let fruit = result.files[1].text
        #expect(fruit.contains("registerOutlet(\"titleLabel\", \\FruitController.titleLabel)"))
        #expect(fruit.contains("registerAction(\"reload\", on: FruitController.self)"))
        #expect(!fruit.contains("secret"))
        #expect(!result.files[0].text.contains("registerAction"))
    }
}

extension SourceRewriterTests {
    @Test func compoundConditionsAndVersionChecksAreEvaluatedAndUnknownOnesLeftToTheCompiler() {
        let (body, _, _) = rewrite("""
        #if os(iOS) && !targetEnvironment(macCatalyst) || os(tvOS)
        let a = 1
        #endif
        #if swift(>=5.9) && canImport(UIKit)
        let b = 2
        #else
        let b = 3
        #endif
        #if compiler(<5)
        let c = 4
        #endif
        #if someFutureCheck(x)
        let d = 5
        #endif
        """, conditions: [])
        #expect(body.contains("let a = 1") && body.contains("let b = 2"))
        #expect(!body.contains("let b = 3") && !body.contains("let c = 4"))
        #expect(body.contains("#if someFutureCheck(x)\nlet d = 5\n#endif"))
    }
}

extension SourceRewriterTests {
    @Test func bundleMainBecomesTheApplicationBundle() {
        let (body, _, _) = rewrite("""
        let views = Bundle.main.loadNibNamed("Card", owner: nil)
        let name = Bundle.main.infoDictionary?["CFBundleName"]
        let other = Bundle(for: Foo.self).main
        let text = "Bundle.main"
        """)
        #expect(body.contains("Bundle.application.loadNibNamed(\"Card\", owner: nil)"))
        #expect(body.contains("Bundle.application.infoDictionary"))
        #expect(body.contains("Bundle(for: Foo.self).main"))
        #expect(body.contains("let text = \"Bundle.main\""))
    }
}

extension SourceRewriterTests {
    @Test func callsOfOptionalRequirementsLoseTheirQuestionMarkOthersKeepIt() {
        let result = SourceRewriter().rewrite([
            (path: "/app/P.swift", text: "@objc protocol PickerDelegate: AnyObject { @objc optional func pickerDidCancel(_ p: Picker) }\n"),
            (path: "/app/Picker.swift", text: "func f() { delegate?.pickerDidCancel?(self); other?.run?(1); x?.pickerDidCancel(self) }\n"),
        ])
        #expect(result.files[1].text.contains("delegate?.pickerDidCancel(self); other?.run?(1); x?.pickerDidCancel(self)"))
    }
}
