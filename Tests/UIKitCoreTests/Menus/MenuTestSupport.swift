import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// The lines a body logs that start with `prefix`.
func captureMenuLog(_ prefix: String, _ body: () -> Void) -> [String] {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
    }
    let saved = UIKitLog.sink
    let collected = Lines()
    UIKitLog.sink = { line in
        guard line.hasPrefix(prefix) else { return }
        collected.lock.lock()
        collected.lines.append(line)
        collected.lock.unlock()
    }
    body()
    UIKitLog.sink = saved
    return collected.lines
}

/// An application delegate that adds a Gallery-like menu to the main menu and logs the builds it sees.
final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
    var systems: [String] = []
    var performed: [String] = []

    override func buildMenu(with builder: any UIMenuBuilder) {
        systems.append(builder.system === UIMenuSystem.main ? "main" : "other")
        let refresh = UIKeyCommand(title: "Refresh", action: Selector("refresh:"), input: "r", modifierFlags: .command)
        builder.insertSibling(UIMenu(title: "Tools", identifier: UIMenu.Identifier("test.tools"), children: [refresh]),
                              afterMenu: .view)
        builder.remove(menu: .format)
    }
}

/// A view that performs `copy:` and the registered action `refresh:`, logging what it does, with a title for Copy
/// set in `validate(_:)`.
final class CopyingView: UIView {
    var log: [String] = []
    var copies = true
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("copy:") { return copies }
        return super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { log.append(sender is UIKeyCommand ? "copy by key command" : "copy") }
    override func validate(_ command: UICommand) {
        if command.action == Selector("copy:") { command.title = "Copy Drawing" }
    }
    func refresh(_ sender: Any?) { log.append("refresh") }
}

@MainActor enum MenuTestEnvironment {
    /// Runs `body` with `delegate` as the application's delegate and the main menu built for it, then puts both
    /// back.
    static func withDelegate(_ delegate: (any UIApplicationDelegate)?, _ body: () throws -> Void) rethrows {
        _ = EventTestEnvironment.makeWindow()
        let saved = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        UIMenuSystem.main.setNeedsRebuild()
        defer {
            UIApplication.shared.delegate = saved
            UIMenuSystem.main.setNeedsRebuild()
        }
        try body()
    }

    static func registerRefresh() {
        UINibConnections.registerAction("refresh:", on: CopyingView.self) { view, sender in view.refresh(sender) }
    }
}
