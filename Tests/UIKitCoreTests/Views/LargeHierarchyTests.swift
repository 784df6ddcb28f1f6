@testable import UIKitCore
import Testing

/// Bad input and scale: 10,000-deep and 10,000-wide hierarchies are built, laid out, committed, rendered, dumped
/// and torn down without exhausting the stack; debug dumps show the tree.
@MainActor @Suite(.serialized) struct LargeHierarchyTests {
    static let count = 10_000

    final class CountingView: UIView {
        static var layouts = 0
        override func layoutSubviews() { Self.layouts += 1 }
    }

    @Test func tenThousandDeep() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        var parent = root
        var deepest = root
        for index in 0..<Self.count {
            let child = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            child.tag = index + 1
            child.autoresizingMask = .flexibleWidth
            parent.addSubview(child)
            parent = child
            deepest = child
        }
        // A commit: the layout pass, then the render tree (both walk the tree without recursion).
        var delivered: RenderLayer?
        let host = CALayerHost(rootLayer: root.layer) { delivered = $0 }
        defer { host.invalidate() }
        CountingView.layouts = 0
        CATransaction.flush()
        var depth = 0
        var node = delivered
        while let current = node { depth += 1; node = current.sublayers.first }
        #expect(depth == Self.count + 1, "the render tree has every level")
        #expect(CountingView.layouts == Self.count, "every view is laid out once")
        #expect(root.viewWithTag(Self.count) === deepest)
        #expect(deepest.isDescendant(of: root))
        #expect(deepest.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 1, y: 2))
        root.bounds.size.width = 150 // autoresizing reaches the bottom of the chain
        #expect(deepest.bounds.width == 150)
        root.layoutIfNeeded()
        let window = UIWindow(frame: root.frame)
        window.addSubview(root)
        #expect(deepest.window === window)
        root.removeFromSuperview()
        #expect(deepest.window == nil)
        // The dump indents by depth, so a 10,000-deep dump is ~250 MB: check it on the deepest two levels.
        #expect(deepest.superview!.recursiveDescription().split(separator: "\n").count == 2)
        // Teardown: the whole chain is released when `root` goes out of scope at the end of the test.
    }

    /// A 10,000-deep chain of views, each inset by 0.004 points from its parent; only the root (white) and the
    /// deepest (green, covering 40...60) draw.
    private func insetChain() -> (root: UIView, deepest: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        var parent = root
        for index in 0..<Self.count {
            let child = UIView(frame: parent.bounds.insetBy(dx: 0.004, dy: 0.004))
            child.backgroundColor = index == Self.count - 1 ? .green : nil
            child.tag = index + 1
            parent.addSubview(child)
            parent = child
        }
        return (root, parent)
    }

    @Test func theReferenceRendererDrawsATenThousandDeepChain() {
        let (root, deepest) = insetChain()
        #expect(abs(deepest.convert(deepest.bounds, to: root).minX - 40) < 0.01)
        let image = snapshot(of: root, background: .black)
        expectPixel(image, 50, 50, RGBA8(r: 0, g: 255, b: 0, a: 255), name: "deep-chain-centre")
        expectPixel(image, 10, 10, .white, name: "deep-chain-outer")
        // The layer path too: `render(in:)` of the root layer.
        let context = try! CGContext(pixelWidth: 100, pixelHeight: 100, flipped: true)
        root.layer.render(in: context)
        expectPixel(context.makeImage(), 55, 45, RGBA8(r: 0, g: 255, b: 0, a: 255), name: "deep-chain-render-in")
    }

    @Test func hitTestingReachesTheBottomOfATenThousandDeepChain() {
        let (root, deepest) = insetChain()
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest)
        // Between levels 2,500 and 2,501 (10 points in, 0.004 per level): the deepest view containing it is 2,500.
        #expect(root.hitTest(CGPoint(x: 10.002, y: 50), with: nil)?.tag == 2_500)
        #expect(root.layer.hitTest(CGPoint(x: 50, y: 50)) === deepest.layer)
        #expect(root.layer.hitTest(CGPoint(x: 10.002, y: 50)) === root.viewWithTag(2_500)?.layer)
        // Below the recursion limit the layer walk backs up: a hidden deepest layer leaves its parent as the hit.
        deepest.layer.isHidden = true
        #expect(root.layer.hitTest(CGPoint(x: 50, y: 50)) === deepest.superview?.layer)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === deepest.superview)
    }

    @Test func tenThousandWide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for index in 0..<Self.count {
            let child = CountingView(frame: CGRect(x: CGFloat(index % 100) * 10, y: CGFloat(index / 100) * 10,
                                                   width: 10, height: 10))
            child.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
            root.addSubview(child)
        }
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        CountingView.layouts = 0
        root.bounds.size = CGSize(width: 2000, height: 1000)
        CATransaction.flush()
        #expect(CountingView.layouts == Self.count)
        // Flexible left margin (50) and width (10) share the 1000-point change in proportion: 50:10.
        let frame = root.subviews[5].frame
        #expect(abs(frame.minX - 883.333) < 0.001 && abs(frame.width - 176.667) < 0.001 && frame.maxX == 1060)
        #expect(root.recursiveDescription().split(separator: "\n").count == Self.count + 1)
    }

    @Test func recursiveDescriptionIndentsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30.5))
        child.text = "Hi"
        child.tag = 7
        root.addSubview(child)
        let leaf = UIView(frame: .zero)
        leaf.isHidden = true
        child.addSubview(leaf)
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 320 480)>
               | <UILabel; frame = (10 20; 100 30.50); tag = 7; text = 'Hi'>
               |    | <UIView; frame = (0 0; 0 0); hidden>
            """)
    }
}
