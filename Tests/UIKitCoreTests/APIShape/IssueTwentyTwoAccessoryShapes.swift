import Foundation
import Testing
import UIKit

// The last of issue 22's declarations, written as iOS code writes them: list cell accessories with every factory and
// options initializer, a button's subtitle label, and overrides of `UIControl.sendAction(_:to:for:)`,
// `sendActions(for:)` and `UIView.invalidateIntrinsicContentSize()`. If a declaration drifts from UIKit's shape this
// file stops compiling; the tests check that the overrides run. No `@testable`: only what an app sees.

@MainActor private func everyAccessory(badge: UIView) -> [UICellAccessory] {
    let displayed: UICellAccessory.DisplayedState = .whenNotEditing
    let width: UICellAccessory.LayoutDimension = .custom(30)
    return [
        .disclosureIndicator(),
        .disclosureIndicator(displayed: .always, options: .init(isHidden: false, reservedLayoutWidth: .standard,
                                                                tintColor: .systemGray)),
        .checkmark(displayed: displayed, options: UICellAccessory.CheckmarkOptions(tintColor: .systemBlue)),
        .delete(displayed: .whenEditing, options: .init(isHidden: nil, reservedLayoutWidth: .actual, tintColor: .white,
                                                        backgroundColor: .systemRed), actionHandler: {}),
        .delete { },
        .insert(options: .init(backgroundColor: .systemGreen)) { },
        .reorder(displayed: .whenEditing, options: .init(showsVerticalSeparator: false)),
        .multiselect(displayed: .whenEditing, options: .init(backgroundColor: .clear)),
        .outlineDisclosure(),
        .outlineDisclosure(displayed: .always, options: .init(style: .header, reservedLayoutWidth: width)) { },
        .label(text: "12"),
        .label(text: "New", displayed: .always, options: .init(tintColor: .secondaryLabel,
                                                              font: .preferredFont(forTextStyle: .footnote),
                                                              adjustsFontForContentSizeCategory: false)),
        .detail(),
        .detail(displayed: .always, options: .init(tintColor: .systemBlue), actionHandler: {}),
        .customView(configuration: .init(customView: badge, placement: .trailing(), reservedLayoutWidth: .actual,
                                         maintainsFixedSize: true)),
        .customView(configuration: UICellAccessory.CustomViewConfiguration(
            customView: UIView(), placement: .leading(displayed: .whenEditing,
                                                      at: UICellAccessory.Placement.position(after: .delete())))),
        .customView(configuration: .init(customView: UIView(),
                                         placement: .trailing(at: UICellAccessory.Placement.position(before: .checkmark())))),
    ]
}

private final class SendingButton: UIButton {
    var sentThrough: [String] = []
    var eventsSent: [UIControl.Event] = []

    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sentThrough.append(action.description)
        super.sendAction(action, to: target, for: event)
    }

    override func sendActions(for controlEvents: UIControl.Event) {
        eventsSent.append(controlEvents)
        super.sendActions(for: controlEvents)
    }
}

@MainActor private final class ActionTarget {
    var tapped = 0
}

private final class SizingLabel: UILabel {
    var invalidations = 0

    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

@MainActor @Suite(.serialized) struct IssueTwentyTwoAccessoryShapes {
    @Test func everyAccessoryFactoryTakesUIKitsArguments() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let accessories = everyAccessory(badge: badge)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        cell.accessories = accessories
        cell.layoutIfNeeded()
        #expect(cell.accessories.count == 17)
        #expect(accessories[10].accessoryType == .label(text: "12"))
        #expect(accessories[14].accessoryType == .customView)
        #expect(badge.superview != nil, "a custom view is put in the cell")
        let options = UICellAccessory.LabelOptions()
        #expect(options.font == .preferredFont(forTextStyle: .body) && options.adjustsFontForContentSizeCategory)
        #expect(UICellAccessory.ReorderOptions().showsVerticalSeparator)
        #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
    }

    @Test func aButtonsSubtitleLabelShowsTheConfigurationsSubtitle() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let subtitle = try #require(button.subtitleLabel)
        #expect(subtitle.text == "12 MB" && subtitle.superview === button && !subtitle.isHidden)
        #expect(subtitle.frame.minY > button.bounds.height / 2 - 1, "the subtitle sits under the title")
        configuration.subtitle = nil
        button.configuration = configuration
        #expect(button.subtitleLabel == nil)
        #expect(UIButton(type: .system).subtitleLabel == nil)
    }

    @Test func anOverriddenSendActionHearsEveryTargetActionTheControlSends() {
        let button = SendingButton(type: .system)
        let target = ActionTarget()
        UINibConnections.registerAction("tapped:", on: ActionTarget.self) { receiver, _ in receiver.tapped += 1 }
        button.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.eventsSent == [.touchUpInside])
        #expect(button.sentThrough == ["tapped:"])
        #expect(target.tapped == 1, "the base sendAction still delivers it")
    }

    @Test func anOverriddenInvalidateIntrinsicContentSizeRunsAndAutoLayoutStillLearns() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = SizingLabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        label.text = "Short"
        container.layoutIfNeeded()
        let short = label.frame.width
        let before = label.invalidations
        label.text = "A much longer text than before"
        #expect(label.invalidations > before, "setting the text goes through the override")
        container.layoutIfNeeded()
        #expect(label.frame.width > short)
    }
}
