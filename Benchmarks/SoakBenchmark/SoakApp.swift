import UIKit

/// The app the soak runs (this executable with `--app`): what a long-running animated app does all day. A ticker
/// replaces its push transition every 0.3 s (faster than the 0.5 s transition, so each replaces a running one), a
/// display link moves a view every refresh, and a label counts the ticks.
final class SoakAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var ticker: UIView?
    private var mover: UIView?
    private var label: UILabel?
    private var link: CADisplayLink?
    private var ticks = 0
    /// What runs (all by default): `SOAK_PARTS=transition,link,label` in the environment picks some, to find which
    /// part a growth comes from.
    private let parts = Set((ProcessInfo.processInfo.environment["SOAK_PARTS"] ?? "transition,link,label")
        .split(separator: ",").map(String.init))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.backgroundColor = .white
        let ticker = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 60))
        ticker.backgroundColor = .systemBlue
        let label = UILabel(frame: ticker.bounds)
        label.textAlignment = .center
        ticker.addSubview(label)
        let mover = UIView(frame: CGRect(x: 0, y: 120, width: 40, height: 40))
        mover.backgroundColor = .systemRed
        mover.layer.cornerRadius = 8
        window.addSubview(ticker)
        window.addSubview(mover)
        window.makeKeyAndVisible()
        (self.window, self.ticker, self.mover, self.label) = (window, ticker, mover, label)

        if parts.contains("link") {
            let link = CADisplayLink(handler: { [weak self] link in self?.step(link) })
            link.add(to: .main, forMode: .common)
            self.link = link
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        // Unbuffered: the driver waits for this line through a pipe.
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        return true
    }

    private func step(_ link: CADisplayLink) {
        guard let mover else { return }
        let phase = link.timestamp.truncatingRemainder(dividingBy: 4) / 4
        mover.center.x = 20 + 280 * abs(1 - 2 * phase)
    }

    private func tick() {
        guard let ticker, let label else { return }
        ticks += 1
        if parts.contains("transition") {
            let push = CATransition()
            push.type = .push
            push.subtype = ticks % 2 == 0 ? .fromRight : .fromTop
            push.duration = 0.5
            ticker.layer.add(push, forKey: nil)
        }
        ticker.backgroundColor = ticks % 2 == 0 ? .systemBlue : .systemGreen
        if parts.contains("label") { label.text = "\(ticks)" }
    }
}
