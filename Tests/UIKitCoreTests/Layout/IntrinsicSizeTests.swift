import Testing
@testable import UIKitCore

/// Intrinsic content size, hugging and compression resistance (AL-28..AL-32), and `systemLayoutSizeFitting` (AL-40).
@MainActor @Suite(.serialized) struct IntrinsicSizeTests {
    /// A view whose content wants a size the test chooses.
    final class ContentView: UIView {
        var content: CGSize {
            didSet { invalidateIntrinsicContentSize() }
        }
        init(_ content: CGSize) {
            self.content = content
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { content }
    }

    /// `first` and `second` in a row in a `width`-point container: 10 from the edges, 10 between them (at least).
    func row(_ first: UIView, _ second: UIView, width: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            second.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ])
        return root
    }

    @Test func aViewTakesItsIntrinsicSizeAndFollowsItsChanges() {
        let root = layoutRoot()
        let view = ContentView(CGSize(width: 40, height: 15))
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 15))
        view.content = CGSize(width: 70, height: UIView.noIntrinsicMetric)
        view.heightAnchor.constraint(equalToConstant: 3).isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 70, height: 3), "no intrinsic height: no content constraint")
    }

    @Test func compressionResistanceDecidesWhichViewShrinks() {
        let a = ContentView(CGSize(width: 120, height: 10)), b = ContentView(CGSize(width: 120, height: 10))
        let root = row(a, b, width: 200)
        a.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 120)
        #expect(b.frame == CGRect(x: 140, y: 0, width: 50, height: 10), "the other one gives way (AL-30)")
        a.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 120)
        #expect(b.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(751))
        #expect(b.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func huggingDecidesWhichViewStretches() {
        let a = ContentView(CGSize(width: 30, height: 10)), b = ContentView(CGSize(width: 30, height: 10))
        let root = row(a, b, width: 200)
        a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -10).isActive = true
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 140 && b.frame == CGRect(x: 160, y: 0, width: 30, height: 10))
        #expect(a.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func labelsHugHarderAndTheLongerTextIsTruncatedByPriority() {
        let left = UILabel(), right = UILabel()
        left.text = "A label with a rather long text"
        right.text = "Another label, long as well"
        #expect(left.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251), "UILabel's default (AL-29)")
        #expect(UIView().contentHuggingPriority(for: .vertical) == .defaultLow)
        let leftWidth = left.intrinsicContentSize.width, rightWidth = right.intrinsicContentSize.width
        let root = row(left, right, width: leftWidth + rightWidth)
        right.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(right.frame.width == rightWidth)
        #expect(left.frame.width == leftWidth - 30, "the 30 points of margins come out of the left label")
        #expect(left.frame.height == left.intrinsicContentSize.height)
        right.text = "Short"
        root.layoutIfNeeded()
        #expect(left.frame.width == leftWidth, "a new text re-measures the label")
    }

    @Test func aMultiLineLabelWrapsAtTheWidthLayoutGivesIt() {
        let root = layoutRoot()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Several words that cannot possibly fit on one line of a hundred points"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor),
                                     label.widthAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        let oneLine = label.intrinsicContentSize.height
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(wrapped > 2 * oneLine)
        #expect(label.frame.height == wrapped)
        label.preferredMaxLayoutWidth = 200
        #expect(label.intrinsicContentSize.height == label.sizeThatFits(CGSize(width: 200, height: 1e6)).height)
    }

    @Test func aButtonsTitleSizesIt() {
        let root = layoutRoot()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([button.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     button.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let short = button.frame.width
        #expect(short == button.intrinsicContentSize.width && short > 16)
        button.setTitle("Go somewhere further", for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame.width == button.intrinsicContentSize.width && button.frame.width > short)
    }

    @Test func systemLayoutSizeFittingSolvesTheViewsOwnConstraints() {
        let card = UIView()
        let content = ContentView(CGSize(width: 80, height: 30))
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 100, height: 40),
                "the content's hugging outranks the fitting level")
        let fixedWidth = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: 40))
        #expect(card.bounds.size == .zero, "measuring changes nothing")
        let label = UILabel()
        label.text = "Size me"
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == label.intrinsicContentSize)
    }
}
