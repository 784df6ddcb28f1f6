import Testing
@testable import UIKitCore

/// UIStackView on constraints: axis, the five distributions, alignments, spacing, custom spacing, hidden arranged
/// subviews collapsing, margins-relative arrangement.
@MainActor @Suite(.serialized) struct StackViewTests {
    /// A view whose content wants a size the test chooses.
    final class Box: UIView {
        let content: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            content = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { content }
    }

    /// A stack filling a 300 × 100 root.
    func stack(_ views: [UIView], _ configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test func fillGivesTheSpareRoomToTheViewThatHugsLeast() {
        let a = Box(50, 20), b = Box(60, 20)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let (_, stack) = stack([a, b]) { $0.spacing = 10 }
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 100), "fill alignment: full height")
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
    }

    @Test func fillEquallyAndProportionally() {
        let a = Box(10, 20), b = Box(30, 20)
        let (root, stack) = stack([a, b]) { $0.distribution = .fillEqually; $0.spacing = 20 }
        #expect(a.frame.width == 140 && b.frame.minX == 160 && b.frame.width == 140)
        stack.distribution = .fillProportionally
        stack.spacing = 0
        root.layoutIfNeeded()
        #expect(a.frame.width == 75 && b.frame.width == 225)
    }

    @Test func equalSpacingAndEqualCentering() {
        let a = Box(20, 10), b = Box(40, 10), c = Box(60, 10)
        let (root, stack) = stack([a, b, c]) { $0.distribution = .equalSpacing }
        #expect(a.frame.minX == 0 && a.frame.width == 20)
        #expect(b.frame.minX == 110 && c.frame.minX == 240, "gaps of 90")
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centres at 10, 150 (halfway), 270 with the ends pinned: 140 apart... then b spans 130-170.
        #expect(a.frame.midX == 10 && c.frame.midX == 270 && b.frame.midX == 140)
    }

    @Test func alignmentsPlaceTheViewsAcross() {
        let a = Box(20, 10), b = Box(20, 30)
        let (root, stack) = stack([a, b]) { $0.alignment = .top }
        #expect(a.frame.minY == 0 && a.frame.height == 10 && b.frame.height == 30)
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(a.frame.midY == 50 && b.frame.midY == 50)
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(a.frame.maxY == 100 && b.frame.maxY == 100)
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        #expect(a.frame.maxY == b.frame.maxY, "plain views' baselines are their bottoms")
    }

    @Test func verticalStacksWithCustomSpacingAndHiddenViews() {
        let a = Box(20, 10), b = Box(20, 10), c = Box(20, 10)
        let (root, stack) = stack([a, b, c]) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.distribution = .equalSpacing
            $0.spacing = 5
        }
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 10) && c.frame.maxY == 100)
        stack.distribution = .fill
        stack.setCustomSpacing(30, after: a)
        c.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        root.layoutIfNeeded()
        #expect(b.frame.minY == 40 && c.frame.minY == 55 && c.frame.height == 45)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minY == 40, "the hidden view and the spacing after it take no room")
        b.isHidden = false
        stack.removeArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2 && b.superview === stack, "removed from the arrangement only")
        #expect(c.frame.minY == 40)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }

    @Test func aMarginsRelativeArrangementKeepsToTheMargins() {
        let a = Box(20, 10)
        let (root, stack) = stack([a]) { $0.isLayoutMarginsRelativeArrangement = true }
        #expect(a.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 2, y: 1, width: 294, height: 96))
    }

    @Test func aStackSizesItselfFromItsContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let stack = UIStackView(arrangedSubviews: [Box(30, 10), Box(40, 25)])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     stack.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 111, y: 138, width: 78, height: 25), "centred at y 137.5, on the 1x pixel grid")
        #expect(!stack.hasAmbiguousLayout)
    }
}
