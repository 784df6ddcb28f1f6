import UIKit

/// The live screens: one card per UIScreen with its bounds, scale, current mode and available modes, rebuilt when a
/// screen connects, disconnects or changes mode.
final class ScreensPage: GalleryPageContent {
    private var observers: [NSObjectProtocol] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let center = NotificationCenter.default
        for name in [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification,
                     UIScreen.modeDidChangeNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.rebuild() }
            })
        }
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }

    private func rebuild() {
        subviews.forEach { $0.removeFromSuperview() }
        let screens = UIScreen.screens
        appLog("screens \(screens.count)")
        for (index, screen) in screens.prefix(3).enumerated() {
            let card = ScreenCard(screen: screen, isMain: index == 0,
                                  frame: CGRect(x: 32 + CGFloat(index) * 250, y: 16, width: 230, height: 470))
            addSubview(card)
        }
    }
}

/// One screen: a proportional picture of its bounds, then its facts and modes as text.
final class ScreenCard: UIView {
    init(screen: UIScreen, isMain: Bool, frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = GalleryStyle.card
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.88, alpha: 1).cgColor

        let bounds = screen.bounds
        let fit = min(190 / max(bounds.width, 1), 110 / max(bounds.height, 1))
        let picture = UIView(frame: CGRect(x: (frame.width - bounds.width * fit) / 2, y: 20,
                                           width: bounds.width * fit, height: bounds.height * fit))
        picture.backgroundColor = isMain ? GalleryStyle.accents[3] : GalleryStyle.accents[2]
        picture.layer.cornerRadius = 6
        picture.layer.borderWidth = 4
        picture.layer.borderColor = GalleryStyle.sidebar.cgColor
        addSubview(picture)

        let current = screen.currentMode.map { Self.describe($0) } ?? "none"
        addSubview(UILabel(isMain ? "\(screen.name) (main)" : screen.name,
                           frame: CGRect(x: 16, y: 146, width: frame.width - 32, height: 24), size: 17, bold: true))
        let facts = """
            \(Int(bounds.width)) x \(Int(bounds.height)) points, scale \(Int(screen.scale))
            Mode \(current)
            """
        addSubview(UILabel(facts, frame: CGRect(x: 16, y: 174, width: frame.width - 32, height: 44), size: 13,
                           color: GalleryStyle.secondaryInk, lines: 0))
        addSubview(UILabel("Available modes", frame: CGRect(x: 16, y: 226, width: frame.width - 32, height: 20), size: 13,
                           bold: true))
        let modes = screen.availableModes.prefix(10).map { mode in
            (mode == screen.currentMode ? "● " : "○ ") + Self.describe(mode)
        }
        let more = screen.availableModes.count > 10 ? "\nand \(screen.availableModes.count - 10) more" : ""
        addSubview(UILabel(modes.joined(separator: "\n") + more,
                           frame: CGRect(x: 16, y: 250, width: frame.width - 32, height: 210), size: 13, lines: 0))
    }

    required init?(coder: NSCoder) { nil }

    private static func describe(_ mode: UIScreenMode) -> String {
        "\(Int(mode.size.width)) x \(Int(mode.size.height)) @ \(Int(mode.refreshRate.rounded())) Hz"
    }
}
