import Testing
@testable import UIKitCore

/// A scroll view's content and frame layout guides, and constraints to its edges that mean its content area.
@MainActor @Suite struct ScrollViewLayoutGuideTests {
    /// A 400 × 300 root holding a 200 × 100 scroll view at (10, 20), positioned by its frame.
    func scrollFixture() -> (root: UIView, scrollView: UIScrollView) {
        let root = layoutRoot()
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        root.addSubview(scrollView)
        return (root, scrollView)
    }

    /// The iOS 11 way: content pinned to the content guide, its width matched to the frame guide.
    @Test func contentPinnedToTheContentGuideSetsTheContentSize() {
        let (root, scrollView) = scrollFixture()
        let content = constrainedSubview(of: scrollView)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 5),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -5),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 640),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 200, height: 650))
        #expect(content.frame == CGRect(x: 0, y: 5, width: 200, height: 640), "in the content's coordinates")
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 650))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))

        content.constraints.first { $0.firstAttribute == .height }?.constant = 900
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 200, height: 910), "follows the content")
    }

    /// The older way: constraints between the scroll view's own edges and its content attach to the content area.
    @Test func edgesOfTheScrollViewMeanItsContentAreaToItsContent() {
        let (root, scrollView) = scrollFixture()
        let content = constrainedSubview(of: scrollView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 4),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -4),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 500),
            content.heightAnchor.constraint(equalTo: scrollView.heightAnchor, multiplier: 3),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 508, height: 300),
                "width and height of the scroll view itself stay its frame's (300 = 3 × 100)")
        #expect(content.frame == CGRect(x: 4, y: 0, width: 500, height: 300))
        #expect(scrollView.frame == CGRect(x: 10, y: 20, width: 200, height: 100), "the scroll view did not grow")
    }

    @Test func aContentSizeSetByCodeStaysWhenNothingSizesTheContentGuide() {
        let (root, scrollView) = scrollFixture()
        scrollView.contentSize = CGSize(width: 300, height: 900)
        let marker = constrainedSubview(of: scrollView)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 7),
            marker.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -10),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 900))
        #expect(marker.frame == CGRect(x: 7, y: 890, width: 10, height: 10), "placed by the content's bottom")

        scrollView.contentSize = CGSize(width: 300, height: 1200)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1200), "code's later size wins too")
        #expect(marker.frame.minY == 1190)
    }

    /// Pinned to the frame guide, a view floats over the scrolling content.
    @Test func contentPinnedToTheFrameGuideStaysWhileTheContentScrolls() {
        let (root, scrollView) = scrollFixture()
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let badge = constrainedSubview(of: scrollView)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 172, y: 72, width: 20, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 172, y: 322, width: 20, height: 20), "moved with the bounds origin")
        #expect(scrollView.convert(badge.frame, to: root) == CGRect(x: 182, y: 92, width: 20, height: 20),
                "in the same place on screen")
        #expect(scrollView.contentSize == CGSize(width: 200, height: 1000), "the frame guide does not size the content")
    }

    @Test func theGuidesAreTheScrollViewsOwnAndLastForItsLife() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        #expect(content === scrollView.contentLayoutGuide && frame === scrollView.frameLayoutGuide && content !== frame)
        #expect(content.owningView === scrollView && frame.owningView === scrollView)
        #expect(scrollView.layoutGuides.contains { $0 === content } && scrollView.layoutGuides.contains { $0 === frame })
    }
}
