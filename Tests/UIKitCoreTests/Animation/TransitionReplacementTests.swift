import Testing
@testable import UIKitCore
import QuartzCore

/// A transition added while another runs replaces it (one per layer, under kCATransition) and starts from what is
/// on screen: a still of the running one. Replacing must not keep every earlier transition's trees alive: a ticker
/// or a fast "Replay" button replaces one every few frames for as long as the app runs.
@MainActor @Suite(.serialized) struct TransitionReplacementTests {
    let fixture = ViewTransitionTests()

    func push(_ layer: CALayer, duration: Double = 1) {
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = duration
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(push, forKey: nil)
    }

    /// The deepest chain of nodes in a render tree and the number of nodes, counted without recursion.
    func shape(of tree: RenderLayer) -> (depth: Int, nodes: Int) {
        var stack = [(tree, 1)], depth = 0, nodes = 0
        while let (node, level) = stack.popLast() {
            nodes += 1
            depth = max(depth, level)
            for child in node.sublayers { stack.append((child, level + 1)) }
            if let mask = node.mask { stack.append((mask, level + 1)) }
        }
        return (depth, nodes)
    }

    @Test func replacingARunningTransitionThousandsOfTimesKeepsTheRenderTreeBounded() throws {
        let (view, _, host) = fixture.hosted()
        defer { host.invalidate() }
        let colours: [UIColor] = [.red, .blue, .green]
        var shapes: [(depth: Int, nodes: Int)] = []
        for index in 0..<3_000 {
            push(view.layer)
            view.backgroundColor = colours[index % colours.count]
            fixture.frame(after: 0.01)
            if index % 500 == 499 { shapes.append(shape(of: try #require(host.lastRenderTree))) }
        }
        // Before: each replacement nested the last one's whole tree inside the next (3,000 levels here, and the
        // compositor's recursion overflowed the stack at about 1,500).
        let first = try #require(shapes.first)
        #expect(shapes.allSatisfy { $0.depth == first.depth && $0.nodes == first.nodes }, "\(shapes)")
        #expect(first.depth < 16 && first.nodes < 64, "\(first)")
        _ = try fixture.picture(host)
        fixture.frame(after: 1.1)
        expectPixel(try fixture.picture(host), 50, 25, .green, name: "transition-replaced-end")
        #expect(view.layer.animationKeys() == nil)
    }

    /// The replacing transition starts from a still of the one it replaced, at the progress that one had reached:
    /// nothing jumps on screen at the moment of replacement.
    @Test func theReplacingTransitionStartsFromAStillOfTheRunningOne() throws {
        let (view, _, host) = fixture.hosted()
        defer { host.invalidate() }
        push(view.layer)
        view.backgroundColor = .blue
        fixture.frame(after: 0.5)
        let halfWay = try fixture.picture(host)
        expectPixel(halfWay, 20, 25, .red, name: "transition-still-before")
        expectPixel(halfWay, 80, 25, .blue, name: "transition-still-before")
        push(view.layer)
        view.backgroundColor = .green
        CATransaction.flush()
        let replaced = try fixture.picture(host)
        expectPixel(replaced, 20, 25, .red, name: "transition-still-after")
        expectPixel(replaced, 80, 25, .blue, name: "transition-still-after")
        // Half way through the new push, the still's right half (blue) shows on the left and the green comes in.
        fixture.frame(after: 0.5)
        let next = try fixture.picture(host)
        expectPixel(next, 20, 25, .blue, name: "transition-still-next")
        expectPixel(next, 80, 25, .green, name: "transition-still-next")
    }
}
