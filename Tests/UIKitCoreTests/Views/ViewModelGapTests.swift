import Testing
@testable import UIKitCore
import QuartzCore

/// Places where the view model followed a simpler rule than UIKit and Core Animation do (issue 18).
@MainActor @Suite(.serialized) struct ViewModelGapTests {
    @Test func aLayerFrameSetUnderAScaleReadsBackAsSet() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 4, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        #expect(layer.bounds.size == CGSize(width: 50, height: 20), "frame size / scale")
        #expect(layer.position == CGPoint(x: 60, y: 60), "the frame's centre")
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 80))
    }

    @Test func aLayerFrameSetUnderAQuarterTurnSwapsTheBoundsSides() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 70)
        #expect(abs(layer.bounds.width - 70) < 1e-9 && abs(layer.bounds.height - 30) < 1e-9)
        #expect(abs(layer.position.x - 15) < 1e-9 && abs(layer.position.y - 35) < 1e-9)
        let frame = layer.frame
        #expect(abs(frame.minX) < 1e-9 && abs(frame.minY) < 1e-9 && abs(frame.width - 30) < 1e-9)
    }

    @Test func aLayerFrameUnderAnOffCentreAnchorAndScaleReadsBack() {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(layer.bounds.size == CGSize(width: 20, height: 20))
        #expect(layer.position == CGPoint(x: 5, y: 5))
        #expect(layer.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func sizeToFitKeepsTheFrameOrigin() {
        let label = UILabel(frame: CGRect(x: 40, y: 50, width: 300, height: 100))
        label.text = "Hi"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 40, y: 50))
        #expect(label.frame.width < 300)
    }

    @Test func insertAboveSubviewPutsTheLayerDirectlyAboveTheSiblingsLayer() {
        let parent = UIView(), below = UIView(), above = UIView(), newcomer = UIView()
        parent.addSubview(below)
        parent.addSubview(above)
        let decoration = CALayer()
        parent.layer.insertSublayer(decoration, above: below.layer)
        parent.insertSubview(newcomer, aboveSubview: below)
        #expect(parent.subviews == [below, newcomer, above])
        let sublayers = parent.layer.sublayers ?? []
        #expect(sublayers.map(ObjectIdentifier.init) == [below.layer, newcomer.layer, decoration, above.layer]
            .map(ObjectIdentifier.init))
    }

    /// As in a hosted iOS test: awaiting on the main actor lets the main queue turn, and the turn commits.
    @Test func awaitingRealTimeCommitsTheImplicitTransaction() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        defer { host.invalidate() }
        try await Task.sleep(for: .milliseconds(50))
        #expect(view.layer.presentation() != nil, "the tree was committed without an explicit flush")
        let commits = host.commitCount
        // Other suites share the media clock and the animation engine while this test is suspended: a long
        // duration survives their clock steps, and waiting only until the commit keeps the window short.
        UIView.animate(withDuration: 100_000) { view.alpha = 0 }
        for _ in 0..<500 where host.commitCount == commits {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(host.commitCount > commits)
        #expect(view.layer.animationKeys()?.isEmpty == false, "the animation is in flight")
        let shown = try #require(view.layer.presentation()).opacity
        #expect(shown > 0, "not yet at the model value")
        view.layer.removeAllAnimations()
    }
}
