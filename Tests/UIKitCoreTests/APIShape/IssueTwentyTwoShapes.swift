import Foundation
import Testing
import UIKit

// Issue 22's initializers and overridable members, used exactly as iOS code uses them (subclasses that override
// `init(frame:)` and then call UIKit's convenience initializers; overrides of cell, layout and control members):
// if one drifts from UIKit's shape this file stops compiling. No `@testable`: only what an app sees.

final class ShapeButton: UIButton {
    private(set) var madeByInitFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByInitFrame = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    override func updateConfiguration() {
        super.updateConfiguration()
    }
}

final class ShapeProgressView: UIProgressView {
    private(set) var madeByInitFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByInitFrame = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class ShapeSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        super.trackRect(forBounds: bounds).insetBy(dx: 0, dy: -2)
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
    }
}

final class ShapeKnob: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
}

final class ShapeListCell: UICollectionViewListCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Shape"
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemBlue : nil
        backgroundConfiguration = background
    }

    override var isSelected: Bool {
        didSet { setNeedsUpdateConfiguration() }
    }
}

final class ShapeTableCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
    }
}

final class ShapeFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}

@MainActor @Suite struct IssueTwentyTwoShapes {
    @Test func subclassesThatOverrideInitFrameInheritTheConvenienceInitializers() {
        let button = ShapeButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(button.madeByInitFrame)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        let bar = ShapeProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.madeByInitFrame)
        #expect(bar.frame.width == 150)
    }

    @Test func primaryActionInitializersShowTheActionAndSendIt() {
        var sent: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in sent.append("button") })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Go")
        button.sendActions(for: .primaryActionTriggered)
        let custom = UIButton(type: .custom, primaryAction: UIAction(title: "Custom") { _ in sent.append("custom") })
        #expect(custom.buttonType == .custom)
        custom.sendActions(for: .primaryActionTriggered)
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in sent.append("switch") })
        toggle.sendActions(for: .primaryActionTriggered)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30), primaryAction: nil)
        #expect(framed.frame.width == 80)
        #expect(sent == ["button", "custom", "switch"])
    }

    @Test func aListCellSubclassSetsItsConfigurationsForItsState() {
        let cell = ShapeListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Shape")
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
        #expect(cell.configurationState.isSelected)
    }
}

/// A button subclass as iOS code writes it: its own `stateDidChange()` (not a UIKit member, so no `override`) and
/// an override of `titleLabel`.
final class ShapeStateButton: UIButton {
    private(set) var stateChanges = 0

    func stateDidChange() { stateChanges += 1 }

    override var titleLabel: UILabel? {
        let label = super.titleLabel
        label?.numberOfLines = 2
        return label
    }

    override var imageView: UIImageView? { super.imageView }
}
