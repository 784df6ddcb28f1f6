import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct ButtonConfigurationTests {
    @Test func aConfiguredButtonSizesToItsContentAndInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        let button = UIButton(configuration: configuration, primaryAction: nil)
        let font = UIFont.systemFont(ofSize: 15, weight: .medium)
        let title = "Save".size(withAttributes: [.font: font])
        #expect(button.bounds.size == CGSize(width: ceil(ceil(title.width) + 24), height: ceil(ceil(title.height) + 14)))
        configuration.buttonSize = .large
        configuration.setDefaultContentInsets()
        configuration.subtitle = "to disk"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 40)).image { _ in }
        configuration.imagePlacement = .top
        button.configuration = configuration
        let size = button.sizeThatFits(.zero)
        #expect(size.height > 40 + 4 + 28 && button.intrinsicContentSize == size)
        let layout = button.configurationLayout(configuration, in: CGRect(origin: .zero, size: size))
        #expect(layout.image.maxY <= layout.title.minY && layout.title.maxY <= layout.subtitle.minY)
        configuration.imagePlacement = .trailing
        let trailing = button.configurationLayout(configuration, in: CGRect(x: 0, y: 0, width: 300, height: 80))
        #expect(trailing.image.minX >= trailing.title.maxX + 4)
    }

    @Test func primaryActionTitleAndStylesColours() throws {
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Go") { _ in })
        #expect(button.configuration?.title == "Go" && button.buttonType == .plain)
        button.tintColor = .red
        let tinted = button.configurationColors(for: try #require(button.configuration))
        #expect(tinted.foreground == .red && tinted.background == UIColor.red.withAlphaComponent(0.16))
        let filled = button.configurationColors(for: .filled())
        #expect(filled.foreground == .white && filled.background == .red)
        #expect(button.configurationColors(for: .plain()).background == nil)
        button.isEnabled = false
        #expect(button.configurationColors(for: .filled()).foreground == .tertiaryLabel)
    }

    @Test func theUpdateHandlerRunsOnStateChangesAndSelectionEmphasises() {
        let (window, input) = EventTestEnvironment.makeWindow()
        var config = UIButton.Configuration.gray()
        config.title = "Follow"
        let button = UIButton(configuration: config)
        button.frame.origin = CGPoint(x: 10, y: 10)
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.configurationUpdateHandler = { button in
            seen.append(button.isSelected)
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(seen == [false])
        var selectedAtAction: Bool?
        button.addAction(UIAction { _ in selectedAtAction = button.isSelected }, for: .primaryActionTriggered)
        input.tap(at: CGPoint(x: 20, y: 20))
        window.layoutIfNeeded()
        #expect(button.isSelected && selectedAtAction == true)
        #expect(button.configuration?.title == "Following" && seen.last == true)
        #expect(button.configuration?.updated(for: button).style == .filled)
        button.isSelected = false
        button.updateConfiguration()
        #expect(button.configuration?.title == "Follow")
    }

    @Test func showsActivityIndicatorPutsASpinnerInTheImagesPlace() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Loading"
        config.showsActivityIndicator = true
        let button = UIButton(configuration: config)
        let spinner = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating)
        button.layoutIfNeeded()
        #expect(spinner.frame.maxX <= button.configurationLayout(config, in: button.bounds).title.minX)
        button.configuration?.showsActivityIndicator = false
        #expect(spinner.superview == nil && !spinner.isAnimating)
    }

    @Test func aMenuAsPrimaryActionOpensOnClickAndItsActionRuns() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        button.menu = UIMenu(children: ["Small", "Large"].map { title in UIAction(title: title) { _ in chosen.append(title) } })
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        let recorder = ControlEventRecorder(button, ControlEventRecorder.standard + [("menu", .menuActionTriggered)])
        input.advance(by: 1)
        // Mouse clicks: a finger's tap also satisfies the interaction's secondary-click recognizer today.
        input.click(at: CGPoint(x: 60, y: 40))
        let interaction = try #require(button.contextMenuInteraction)
        let menu = try #require(interaction.presentedMenu)
        #expect(recorder.events == ["down", "menu", "upInside"], "\(recorder.events)")
        #expect(menu.panel.minY >= 60)
        input.advance(by: 1)
        let row = menu.panels[0].rowFrames[1]
        input.click(at: CGPoint(x: row.midX, y: row.midY))
        #expect(chosen == ["Large"] && interaction.presentedMenu == nil)
        // Without showsMenuAsPrimaryAction a click is a click, and the menu is a secondary click away.
        button.showsMenuAsPrimaryAction = false
        recorder.clear()
        input.advance(by: 1)
        input.click(at: CGPoint(x: 60, y: 40))
        input.advance(by: 1)
        #expect(recorder.events.contains("primary") && interaction.presentedMenu == nil, "\(recorder.events)")
        input.advance(by: 1)
        input.click(at: CGPoint(x: 60, y: 40), buttons: .secondary)
        #expect(interaction.presentedMenu != nil)
        interaction.dismissMenu()
        button.menu = nil
        #expect(button.contextMenuInteraction == nil && button.interactions.isEmpty)
    }
}
