import Testing
import UIKit

// Auto Layout code written as for iOS, through `import UIKit` only: a declaration that drifts from UIKit's shape
// breaks this file's build.

/// A header that lays itself out with anchors, margins, priorities and `updateConstraints`.
final class ProfileHeaderView: UIView {
    let avatar = UIImageView()
    let name = UILabel()
    let badge = UIView()
    private var avatarWidth: NSLayoutConstraint!
    var compact = false {
        didSet { setNeedsUpdateConstraints() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [avatar, name, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        name.text = "Ada"
        name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        name.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
        let guide = layoutMarginsGuide
        avatarWidth = avatar.widthAnchor.constraint(equalToConstant: 40)
        let preferredTop = avatar.topAnchor.constraint(equalTo: guide.topAnchor)
        preferredTop.priority = .defaultHigh + 1
        preferredTop.identifier = "avatar-top"
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            preferredTop,
            avatarWidth,
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1),
            name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
            badge.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 0.5),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
            badge.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 8),
            badge.widthAnchor.constraint(lessThanOrEqualToConstant: 8),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5, constant: 2),
            badge.bottomAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.bottomAnchor),
            badge.firstBaselineAnchor.constraint(greaterThanOrEqualTo: topAnchor),
            badge.lastBaselineAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: 0),
            name.widthAnchor.constraint(lessThanOrEqualTo: readableContentGuide.widthAnchor, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: badge, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: self,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        avatarWidth.constant = compact ? 24 : 40
        super.updateConstraints()
    }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 80) }
}

@MainActor @Suite(.serialized) struct AutoLayoutAPIShapeTests {
    @Test func iOSStyleAutoLayoutCodeBuildsAndLaysOut() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let header = ProfileHeaderView()
        header.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(header)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            header.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(header.avatar.frame == CGRect(x: 28, y: 8, width: 40, height: 40))
        header.compact = true
        UIView.animate(withDuration: 0.3) { container.layoutIfNeeded() }
        #expect(header.avatar.frame.width == 24)

        let priority: UILayoutPriority = .defaultHigh + 1
        let lower = UILayoutPriority.defaultLow - 1
        #expect(priority.rawValue == 751 && lower.rawValue == 249 && priority > lower)
        #expect(UILayoutPriority(rawValue: 999) == UILayoutPriority(999))
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)

        let height = NSLayoutConstraint(item: header, attribute: .height, relatedBy: .equal, toItem: nil,
                                        attribute: .notAnAttribute, multiplier: 1, constant: 44)
        let attribute: NSLayoutConstraint.Attribute = height.firstAttribute
        let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
        let axis: NSLayoutConstraint.Axis = .vertical
        #expect(attribute == .height && relation.rawValue == 1 && axis.rawValue == 1)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.secondAnchor == nil)
        #expect((height.firstItem as? UIView) === header && height.multiplier == 1 && height.constant == 44)
        let first: NSLayoutAnchor<AnyObject> = height.firstAnchor
        #expect(first.item === header)
        let xAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> = header.leadingAnchor
        let yAnchor: NSLayoutYAxisAnchor = header.topAnchor
        let dimension: NSLayoutDimension = header.widthAnchor
        #expect(xAnchor.item === header && yAnchor.item === header && dimension.item === header)
        height.isActive = false
        #expect(!height.isActive)

        let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize,
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(size.height >= 0)
        _ = header.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(header.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(header.name.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(999))
        header.invalidateIntrinsicContentSize()
        header.setNeedsUpdateConstraints()
        header.updateConstraintsIfNeeded()
        #expect(!header.needsUpdateConstraints())
        #expect(!header.hasAmbiguousLayout || header.hasAmbiguousLayout)
        _ = header.constraintsAffectingLayout(for: .horizontal)
        header.exerciseAmbiguityInLayout()

        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        container.addLayoutGuide(guide)
        #expect(container.layoutGuides.count == 1 && guide.owningView === container)
        _ = guide.layoutFrame
        container.removeLayoutGuide(guide)
        container.addConstraint(header.widthAnchor.constraint(equalToConstant: 320))
        container.addConstraints([])
        container.removeConstraints(container.constraints)
        header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        header.layoutMargins = .zero
        header.preservesSuperviewLayoutMargins = true
        header.insetsLayoutMarginsFromSafeArea = false
        #expect(header.safeAreaInsets == .zero)

        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        controller.view.addSubview(container)
        #expect(controller.view.safeAreaInsets.top == 20)
    }
}
