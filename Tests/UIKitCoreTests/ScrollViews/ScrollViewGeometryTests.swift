import Testing
import UIKit
import Foundation

/// The scroll view's geometry: the content offset is the bounds origin, and scrolling a rect into view moves as
/// little as needed, inside the content.
@MainActor @Suite(.serialized) struct ScrollViewGeometryTests {
    final class ScrollLog: UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    }

    @Test func theContentOffsetIsTheBoundsOriginAndMovesTheContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(scrollView)
        let content = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        scrollView.addSubview(content)
        let log = ScrollLog()
        scrollView.delegate = log
        scrollView.contentOffset = CGPoint(x: 0, y: 180)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 180))
        #expect(content.convert(CGPoint.zero, to: container) == CGPoint(x: 10, y: 30))
        #expect(log.offsets == [CGPoint(x: 0, y: 180)])
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))
        #expect(scrollView.clipsToBounds)
    }

    final class TilingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// Book 003:L1749: a scroll view's content offset change triggers its layout (how tiled content follows).
    @Test func aContentOffsetChangeLaysTheScrollViewOut() {
        let (window, _) = EventTestEnvironment.makeWindow()
        let scrollView = TilingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scrollView)
        CATransaction.flush()
        let before = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        CATransaction.flush()
        #expect(scrollView.layouts == before + 1)
        window.isHidden = true
    }

    @Test func scrollRectToVisibleMovesAsLittleAsNeededInsideTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 220))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 220))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 900))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
    }
}
