import Testing
@testable import UIKitCore
import QuartzCore

/// `UIView.AnimationOptions.layoutSubviews`: the layout the block's changes call for runs inside the block, so the
/// subviews' new frames animate with it; without the option, layout runs at the commit and its changes are
/// immediate. The preferred-frame-rate options are accepted and change nothing else.
@MainActor @Suite(.serialized) struct LayoutSubviewsOptionTests {
    let clock = AnimationTestClock.shared

    /// Keeps its one subview filling its right half.
    final class HalfLayoutView: UIView {
        let half = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(half)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            half.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        }
    }

    func hostedHalfLayout() -> (HalfLayoutView, CALayerHost) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = HalfLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        CATransaction.flush()
        return (view, host)
    }

    @Test func layoutInsideTheBlockAnimates() throws {
        let (view, host) = hostedHalfLayout()
        defer { host.invalidate() }
        #expect(view.half.frame.minX == 50)
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
            view.frame.size.width = 300
        }
        #expect(view.half.frame.minX == 150, "laid out in the block")
        #expect(view.half.layer.animationKeys() != nil, "the subview's new frame animates")
        advanceAnimationFrame(by: 0.5)
        // Center x runs from 75 to 225 over the second.
        #expect(abs(try #require(view.half.layer.presentation()).position.x - 150) < 1e-3)
        advanceAnimationFrame(by: 0.6)
    }

    @Test func withoutTheOptionLayoutHappensAtOnceAtTheCommit() {
        let (view, host) = hostedHalfLayout()
        defer { host.invalidate() }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .preferredFramesPerSecond30]) {
            view.frame.size.width = 300
        }
        CATransaction.flush()
        #expect(view.half.frame.minX == 150)
        #expect(view.half.layer.animationKeys() == nil)
        #expect(view.layer.animationKeys() != nil, "the block's own change still animates")
        advanceAnimationFrame(by: 1.1)
    }
}
