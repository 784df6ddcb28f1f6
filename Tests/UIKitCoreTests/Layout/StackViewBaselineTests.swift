import Testing
@testable import UIKitCore

/// `isBaselineRelativeArrangement`: in a vertical stack, spacing runs from one label's last baseline to the next
/// one's first baseline.
@MainActor @Suite struct StackViewBaselineTests {
    func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    func verticalStack(_ views: [UIView], baselineRelative: Bool) -> (UIView, UIStackView) {
        let root = layoutRoot()
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = baselineRelative
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test func spacingRunsBetweenBaselinesWhenAsked() {
        let small = label("Title", size: 12), large = label("Body", size: 40)
        let (root, stack) = verticalStack([small, large], baselineRelative: true)
        let smallBaseline = small.frame.maxY + small.font.descender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs((largeBaseline - smallBaseline) - 30) <= 1, "30 points from baseline to baseline, within a pixel")
        #expect(small.frame.minY == 0, "the first view stays at the top")

        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(large.frame.minY - small.frame.maxY == 30, "edge to edge again")
    }
}
