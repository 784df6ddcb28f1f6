import Testing
@testable import UIKitCore

/// Light and dark: a view's style comes from the nearest override, and its dynamic colours follow it.
@MainActor @Suite(.serialized) struct UserInterfaceStyleTests {
    final class Listener: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    func bytes(_ color: CGColor?) -> [Int] {
        guard let c = color?.rgba else { return [] }
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func anOverrideResolvesTheSubtreesBackgroundsAndTellsTheViews() {
        let root = UIView(), child = Listener()
        root.addSubview(child)
        child.backgroundColor = .systemBackground
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(bytes(child.layer.backgroundColor) == [255, 255, 255])
        root.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(bytes(child.layer.backgroundColor) == [0, 0, 0], "resolved again for dark")
        #expect(child.changes == [.light])
        root.overrideUserInterfaceStyle = .unspecified
        #expect(bytes(child.layer.backgroundColor) == [255, 255, 255])
    }

    @Test func aViewMovedUnderADarkControllerTurnsDark() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        let view = UIView()
        view.backgroundColor = .label
        #expect(bytes(view.layer.backgroundColor) == [0, 0, 0])
        controller.view.addSubview(view)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(bytes(view.layer.backgroundColor) == [255, 255, 255])
    }
}
