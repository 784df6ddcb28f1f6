import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// Main-menu commands: validated from the first responder (disabled when nothing on the chain performs the action,
/// retitled by the target's `validate(_:)`), performed along the responder chain, and pressed as their keys.
@MainActor @Suite(.serialized) struct MainMenuCommandTests {
    func copyCommand() throws -> UIKeyCommand {
        try #require(MenuTreeBuilder(system: .main, root: UIMenuSystem.main.root)
            .command(for: Selector("copy:"), propertyList: nil) as? UIKeyCommand)
    }

    @Test func targetForActionWalksTheChainAskingCanPerformAction() {
        let (window, _) = EventTestEnvironment.makeWindow()
        let container = CopyingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(inner)
        #expect(inner.target(forAction: Selector("copy:"), withSender: nil) as? UIView === container)
        #expect(!inner.canPerformAction(Selector("copy:"), withSender: nil), "a plain view does not copy")
        container.copies = false
        #expect(inner.target(forAction: Selector("copy:"), withSender: nil) == nil)
        #expect(window.target(forAction: Selector("paste:"), withSender: nil) == nil)
        // A registered action counts as the class responding to it.
        MenuTestEnvironment.registerRefresh()
        #expect(inner.target(forAction: Selector("refresh:"), withSender: nil) as? UIView === container)
        #expect(UIApplication.shared.sendAction(Selector("refresh:"), to: nil, from: nil, for: nil) == false,
                "with no first responder the key window's chain does not reach the view")
        #expect(container.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(Selector("refresh:"), to: nil, from: nil, for: nil))
        #expect(container.log == ["refresh"])
        container.resignFirstResponder()
    }

    @Test func aCommandIsDisabledWithoutATargetAndValidatedByItsTarget() throws {
        try MenuTestEnvironment.withDelegate(nil) {
            let (window, _) = EventTestEnvironment.makeWindow()
            let view = CopyingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let copy = try copyCommand()
            #expect(copy.validate(from: window) == nil)
            #expect(copy.attributes.contains(.disabled) && copy.title == "Copy")
            #expect(copy.validate(from: view) === view)
            #expect(!copy.attributes.contains(.disabled), "validation starts again from the command as made")
            #expect(copy.title == "Copy Drawing", "the target's validate(_:) retitles it")
            #expect(copy.validate(from: window) == nil && copy.title == "Copy")
            // Quit is the application's.
            let quit = try #require(MenuTreeBuilder(system: .main, root: UIMenuSystem.main.root)
                .command(for: Selector("terminate:"), propertyList: nil))
            #expect(quit.validate(from: window) === UIApplication.shared)
        }
    }

    @Test func aMainMenuKeyCommandRunsThroughTheFirstRespondersChain() throws {
        let delegate = MenuBuildingDelegate()
        MenuTestEnvironment.withDelegate(delegate) {
            MenuTestEnvironment.registerRefresh()
            let (window, input) = EventTestEnvironment.makeWindow()
            window.makeKeyAndVisible()
            let view = CopyingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            input.key(.keyboardC, characters: "c", modifiers: .control)
            #expect(view.log.isEmpty, "the view is not on the chain from the first responder")
            #expect(view.becomeFirstResponder())
            input.key(.keyboardC, characters: "c", modifiers: .control)
            input.key(.keyboardR, characters: "r", modifiers: .control)
            #expect(view.log == ["copy by key command", "refresh"])
            view.copies = false
            input.key(.keyboardC, characters: "c", modifiers: .control)
            #expect(view.log.count == 2, "a command nobody can perform now is not performed")
            view.resignFirstResponder()
        }
    }
}
