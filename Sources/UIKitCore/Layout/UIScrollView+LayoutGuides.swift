/// The scroll view's two guides for Auto Layout (iOS 11): one for what scrolls, one for what does not.
extension UIScrollView {
    /// The content area: its origin is the content's, its size is `contentSize`. Constraints that size it (content
    /// pinned to all four of its edges, say) set `contentSize` at each layout pass; without them it follows the
    /// `contentSize` code sets.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

    /// The scroll view's frame: content pinned to it stays where it is while the rest scrolls, and its width and
    /// height are what a vertically scrolling column matches its width to.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    /// A scroll moves the frame guide within the content: the next layout pass moves what is pinned to it.
    func contentOffsetDidChangeForLayout() {
        guard layoutStateStorage?.systemGuides[.scrollFrame]?.layoutVariables != nil else { return }
        LayoutEngine.of(self).setNeedsSolve()
    }
}
