import Testing
@testable import PortTool

/// `override func observeValue(forKeyPath:...)` in an observer that is no UIKit responder loses `override`, takes
/// the NSKeyValueObserving protocol, and its `super` call becomes NSObject's default; responders keep theirs.
struct KeyValueObserverRewriteTests {
    private func rewrite(_ text: String) -> (body: String, tail: String) {
        let full = SourceRewriter().rewrite([(path: "/app/O.swift", text: text)]).files[0].text
        let start = full.range(of: "line: 1)\n")!.upperBound
        let end = full.range(of: "#sourceLocation()\n")!
        return (String(full[start..<end.lowerBound]), String(full[end.upperBound...]))
    }

    private let method = """
        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            if context != nil { super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context) }
        }
    """

    @Test func aPlainNSObjectObserverTakesTheProtocol() {
        let (body, tail) = rewrite("class Logger: NSObject {\n\(method)\n}\n")
        #expect(body.contains("     func observeValue(forKeyPath keyPath: String?"), "override dropped in place")
        #expect(!body.contains("override"))
        #expect(body.contains("NSKeyValueObservingDefault.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)"))
        #expect(tail.contains("extension Logger: NSKeyValueObserving {}"))
        #expect(body.split(separator: "\n").count == 6, "no line added or removed")
    }

    @Test func subclassesOfTheAppsObserversAndOtherUIKitObjectsTakeItToo() {
        let (_, tail) = rewrite("""
        class Base: NSObject {}
        class Derived: Base {
        \(method)
        }
        class Recognizer: UIPanGestureRecognizer {
        \(method)
        }
        class Presenter: UIPresentationController {
        \(method)
        }
        """)
        #expect(tail.contains("extension Derived: NSKeyValueObserving {}"))
        #expect(tail.contains("extension Recognizer: NSKeyValueObserving {}"))
        #expect(tail.contains("extension Presenter: NSKeyValueObserving {}"))
    }

    @Test func respondersKeepTheirOverride() {
        let (body, tail) = rewrite("""
        class Screen: UIViewController {
        \(method)
        }
        class Cell: UITableViewCell {
        \(method)
        }
        class Delegate: UIResponder, UIApplicationDelegate {
        \(method)
        }
        class MyView: UIView {}
        class Inner: MyView {
        \(method)
        }
        """)
        #expect(body.components(separatedBy: "override func observeValue").count == 5)
        #expect(body.contains("super.observeValue"))
        #expect(!tail.contains("NSKeyValueObserving"))
    }
}
