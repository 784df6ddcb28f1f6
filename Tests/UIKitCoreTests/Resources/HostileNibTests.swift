import Foundation
import Testing
@testable import UIKitCore

/// Deeply nested Interface Builder files load or fail cleanly on the main actor: parsing, instantiation and the
/// teardown of the parsed tree use explicit stacks, so depth never exhausts the thread's stack.
@MainActor @Suite(.serialized) struct HostileNibTests {
    static let xibHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        """

    /// `depth` views, each the only subview of the one before, as the xib's one top-level object.
    static func nestedViews(_ depth: Int) -> String {
        var xml = ""
        xml.reserveCapacity(depth * 60)
        for level in 0..<depth { xml += "<view tag=\"\(level + 1)\" id=\"v\(level)\"><subviews>" }
        for _ in 0..<depth { xml += "</subviews></view>" }
        return xml
    }

    static func deepViewXib(_ depth: Int) -> Data {
        Data((xibHeader + "<objects>" + nestedViews(depth) + "</objects></document>").utf8)
    }

    /// How many views hang below `view` through first subviews, counted without recursion.
    static func chainDepth(_ view: UIView) -> Int {
        var depth = 1, current = view
        while let next = current.subviews.first { depth += 1; current = next }
        return depth
    }

    @Test func thirtyThousandNestedElementsParseAndTearDown() throws {
        let depth = 30_000
        let xml = Self.xibHeader + "<resources>" + String(repeating: "<nested>", count: depth)
            + String(repeating: "</nested>", count: depth) + "</resources><objects/></document>"
        do {
            let document = try NibDocument(data: Data(xml.utf8), path: "deep.xib", bundle: nil)
            var deepest = try #require(document.root.child("resources"))
            var levels = 0
            while let next = deepest.children.first { deepest = next; levels += 1 }
            #expect(levels == depth)
        }
        // The document and its 30,000 levels were released at the end of the block above.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?><document initialViewController="c"><scenes>\
            <scene sceneID="s"><objects><viewController id="c">
            """ + String(repeating: "<nested>", count: depth) + String(repeating: "</nested>", count: depth)
            + "</viewController></objects></scene></scenes></document>"
        let tb = try TemporaryBundle()
        try tb.write("Deep.storyboard", utf8: storyboard)
        _ = try UIStoryboard(contentsOf: tb.url.appendingPathComponent("Deep.storyboard"))
    }

    @Test func tenThousandNestedViewsInstantiateFromData() throws {
        let nib = try UINib(data: Self.deepViewXib(10_000), bundle: nil)
        let objects = nib.instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        #expect(Self.chainDepth(root) == 10_000)
        #expect(root.viewWithTag(10_000)?.superview?.tag == 9_999)
    }

    @Test func tenThousandNestedViewsLoadByNibName() throws {
        let tb = try TemporaryBundle()
        try tb.write("Deep.xib", Self.deepViewXib(10_000))
        let nib = UINib(nibName: "Deep", bundle: tb.bundle)
        let root = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        #expect(Self.chainDepth(root) == 10_000)
    }

    @Test func tenThousandNestedViewsLoadFromAStoryboard() throws {
        let tb = try TemporaryBundle()
        try tb.write("Deep.storyboard", utf8: """
            <?xml version="1.0" encoding="UTF-8"?><document initialViewController="c"><scenes>\
            <scene sceneID="s"><objects><viewController id="c"><view key="view" id="root"><subviews>
            """ + Self.nestedViews(9_999) + "</subviews></view></viewController></objects></scene></scenes></document>")
        let storyboard = UIStoryboard(name: "Deep", bundle: tb.bundle)
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(Self.chainDepth(controller.view) == 10_000)
    }

    /// Foundation's XMLParser traps on an element name that is not UTF-8; the nib is refused before it parses.
    @Test func elementNameThatIsNotUTF8IsAnErrorNamingTheLine() throws {
        let bytes = Array((Self.xibHeader + "\n<objects><view").utf8) + [0xC3, 0x28] + Array(" id=\"v\"/></objects></document>".utf8)
        #expect {
            _ = try UINib(data: Data(bytes), bundle: nil)
        } throws: { error in
            (error as? ResourceError)?.line == 3 && "\(error)".contains("not UTF-8")
        }
    }

    @Test func truncatedDeepXibFailsWithOneLogLine() throws {
        let tb = try TemporaryBundle()
        try tb.write("Cut.xib", Self.deepViewXib(10_000).prefix(200_000))
        let (nib, lines) = capturingUIKitLog { UINib(nibName: "Cut", bundle: tb.bundle) }
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        #expect(lines.count == 1 && lines[0].contains("Cut.xib"))
    }
}
