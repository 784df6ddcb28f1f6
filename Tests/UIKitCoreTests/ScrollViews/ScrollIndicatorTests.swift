import Testing
import Foundation
@testable import QuartzCore
@testable import UIKitCore

/// The indicator bars: layers of the scroll view (never among its subviews), as long as the visible fraction of
/// the content, where the visible part is, shown while the content moves and faded out after it stops.
@MainActor @Suite(.serialized) struct ScrollIndicatorTests {
    @Test func theBarsShowWhereTheVisiblePartIsAndAreNotSubviews() throws {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 1000))
        rig.scrollView.addSubview(content)
        #expect(rig.scrollView.indicators.layers == nil, "no bars until the content moves")
        let (id, point) = rig.flickUp(lift: false)
        let bars = try #require(rig.scrollView.indicators.layers)
        #expect(rig.scrollView.subviews == [content])
        #expect(rig.scrollView.layer.sublayers?.last === bars.horizontal, "the bars are above the content")
        #expect(bars.vertical.opacity == 1 && bars.vertical.animation(forKey: ScrollIndicators.fadeKey) == nil)
        #expect(bars.horizontal.isHidden, "no room across, no horizontal bar")
        // A 194-point track (3-point insets), a fifth of the content visible, at 100 of 800.
        let frame = bars.vertical.frame
        #expect(abs(frame.height - 38.8) < 1e-9 && frame.width == 3)
        #expect(abs(frame.minY - (100 + 3 + (194 - 38.8) * 100 / 800)) < 1e-9)
        #expect(frame.maxX == 197)
        rig.input.advance(by: 0.3)
        rig.input.touchUp(id, at: point)
        #expect(bars.vertical.opacity == 0, "faded out in the model")
        let fade = try #require(bars.vertical.animation(forKey: ScrollIndicators.fadeKey) as? CAKeyframeAnimation)
        #expect(fade.duration == ScrollIndicators.holdDuration + ScrollIndicators.fadeDuration)
    }

    @Test func indicatorInsetsShortenAndMoveTheTrack() throws {
        let rig = ScrollViewTestRig()
        defer { rig.tearDown() }
        rig.scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 5)
        #expect(rig.scrollView.horizontalScrollIndicatorInsets.top == 20)
        rig.scrollView.flashScrollIndicators()
        let bar = try #require(rig.scrollView.indicators.layers).vertical.frame
        // A 164-point track (200 less 3 + 3 margins and 20 + 10 insets): a fifth of it, 32.8, is under the 36-point
        // minimum; 5 points further in.
        #expect(bar.height == 36 && bar.minY == 23 && bar.maxX == 192)
    }

    @Test func flashingShowsTheBarsAndHiddenOnesStayHidden() throws {
        let rig = ScrollViewTestRig(contentSize: CGSize(width: 1000, height: 1000))
        defer { rig.tearDown() }
        rig.scrollView.showsHorizontalScrollIndicator = false
        rig.scrollView.indicatorStyle = .white
        rig.scrollView.flashScrollIndicators()
        let bars = try #require(rig.scrollView.indicators.layers)
        #expect(bars.horizontal.isHidden && !bars.vertical.isHidden)
        #expect(bars.vertical.animation(forKey: ScrollIndicators.fadeKey) != nil)
        #expect(bars.vertical.backgroundColor.map { UIColor(cgColor: $0) } == UIColor(white: 1, alpha: 0.55))
    }
}
