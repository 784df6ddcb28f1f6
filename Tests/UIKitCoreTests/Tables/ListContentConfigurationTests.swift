import Testing
import Foundation
@testable import UIKitCore

/// Content and background configurations on cells: the configuration's view replaces the built-in labels, state
/// changes reach `updateConfiguration(using:)` and the handler, and backgrounds follow the state.
@MainActor @Suite(.serialized) struct ListContentConfigurationTests {
    @Test func aContentConfigurationsViewTakesTheContentViewAndIsReusedForTheSameKind() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        #expect(content.secondaryTextProperties.color == .secondaryLabel)
        content.text = "One"
        cell.contentConfiguration = content
        let view = try #require(cell.contentView.subviews.last as? UIListContentView)
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view, "a view that supports the configuration is kept")
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Two")
        #expect(view.supports(UIListContentConfiguration.valueCell()))
    }

    @Test func stateChangesReachTheUpdateHandlerAndTheBackground() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        nonisolated(unsafe) var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView.backgroundColor == .systemBackground)
        cell.setHighlighted(true, animated: false)
        cell.layoutIfNeeded()
        #expect(states.last?.isHighlighted == true)
        #expect(cell.backgroundConfigurationView.backgroundColor == .systemGray4)
        cell.setHighlighted(false, animated: false)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(states.last?.isSelected == true && states.last?.isHighlighted == false)
        #expect(cell.selectedBackgroundStorage?.superview == nil, "the configuration shows the state, not the grey view")
    }

    @Test func valueCellsPutTheSecondaryTextBesideTheTextAndHeadersTransformTheirText() throws {
        var value = UIListContentConfiguration.valueCell()
        value.text = "Name"
        value.secondaryText = "Value"
        let view = UIListContentView(configuration: value)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 2 && labels[0].frame.midY == labels[1].frame.midY, "side by side")
        #expect(labels[1].frame.maxX == 304, "the value at the trailing margin")
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Section"
        let headerView = UIListContentView(configuration: header)
        #expect(headerView.subviews.compactMap { $0 as? UILabel }.first?.text == "SECTION")
    }

    @Test func builtInStylesLayOutTheirLabels() throws {
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Left"
        value1.detailTextLabel?.text = "Right"
        value1.layoutIfNeeded()
        let text = try #require(value1.textLabel), detail = try #require(value1.detailTextLabel)
        #expect(text.frame.minX == 16 && detail.frame.maxX == 304)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil && plain.contentView.subviews.isEmpty, "built-in views exist once asked (TV-2)")
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(value2.imageView == nil)
    }
}
