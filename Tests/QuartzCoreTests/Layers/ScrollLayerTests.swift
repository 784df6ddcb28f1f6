import Foundation
import Testing
@testable import QuartzCore

/// `CAScrollLayer` and the scrolling calls a sublayer makes on it.
@MainActor @Suite struct ScrollLayerTests {
    /// A 100x100 scroll layer over 1000x1000 content, with a 50x50 item at (400, 300) in the content.
    private func scene() -> (scroller: CAScrollLayer, content: CALayer, item: CALayer) {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        scroller.addSublayer(content)
        let item = CALayer()
        item.frame = CGRect(x: 400, y: 300, width: 50, height: 50)
        content.addSublayer(item)
        return (scroller, content, item)
    }

    @Test func scrollToPointMovesTheBoundsOriginOnAllowedAxes() {
        let (scroller, _, _) = scene()
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroller.bounds.origin == CGPoint(x: 30, y: 40))
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 500, y: 60))
        #expect(scroller.bounds.origin == CGPoint(x: 30, y: 60))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 70, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 70, y: 60))
        scroller.scrollMode = .none
        scroller.scroll(to: CGPoint.zero)
        #expect(scroller.bounds.origin == CGPoint(x: 70, y: 60))
        #expect(scroller.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test func scrollToRectScrollsAsLittleAsShowsIt() {
        let (scroller, _, _) = scene()
        scroller.scroll(to: CGRect(x: 150, y: 20, width: 20, height: 20))
        #expect(scroller.bounds.origin == CGPoint(x: 70, y: 0), "the right edge comes in; y was already shown")
        scroller.scroll(to: CGRect(x: 10, y: 20, width: 20, height: 20))
        #expect(scroller.bounds.origin == CGPoint(x: 10, y: 0), "the left edge comes in")
        scroller.scroll(to: CGRect(x: 500, y: 500, width: 300, height: 300))
        #expect(scroller.bounds.origin == CGPoint(x: 500, y: 500), "too big: its top-left corner")
    }

    @Test func aSublayerScrollsItsEnclosingScrollLayer() {
        let (scroller, _, item) = scene()
        item.scroll(CGPoint(x: 10, y: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 410, y: 310))
        scroller.scroll(to: CGPoint.zero)
        item.scrollRectToVisible(item.bounds)
        #expect(scroller.bounds.origin == CGPoint(x: 350, y: 250))
    }

    @Test func visibleRectIsThePartTheScrollLayerShows() {
        let (scroller, content, item) = scene()
        #expect(item.visibleRect == .zero, "scrolled out of sight")
        scroller.scroll(to: CGPoint(x: 420, y: 320))
        #expect(item.visibleRect == CGRect(x: 20, y: 20, width: 30, height: 30))
        #expect(content.visibleRect == CGRect(x: 420, y: 320, width: 100, height: 100))
        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(loose.visibleRect == loose.bounds, "no scroll layer: the whole bounds")
    }

    @Test func nonFiniteInputIsIgnored() {
        let (scroller, _, item) = scene()
        scroller.scroll(to: CGPoint(x: 5, y: 5))
        scroller.scroll(to: CGPoint(x: CGFloat.nan, y: 0))
        scroller.scroll(to: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
        item.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 5))
    }

    @Test func scrollModeIsAKeyValueCodingKey() {
        let scroller = CAScrollLayer()
        scroller.setValue("horizontally", forKey: "scrollMode")
        #expect(scroller.scrollMode == .horizontally)
        #expect(scroller.value(forKey: "scrollMode") as? String == "horizontally")
        #expect(CAScrollLayer(layer: scroller).scrollMode == .horizontally)
    }
}
