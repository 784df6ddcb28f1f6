import UIKit

/// The benchmark's own app (run as `AccessibilityBenchmark --app`): one window of 1,000 labelled views, 40 columns by
/// 25 rows, each an accessibility element. Prints "ready" once the window is up.
final class ThousandLabelsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 640))
        let root = UIViewController()
        root.title = "Thousand"
        root.view.backgroundColor = .white
        for index in 0..<1_000 {
            let label = UILabel(frame: CGRect(x: CGFloat(index % 40) * 25, y: CGFloat(index / 40) * 25, width: 24, height: 24))
            label.text = "\(index)"
            label.font = .systemFont(ofSize: 8)
            root.view.addSubview(label)
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        DispatchQueue.main.async { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
        return true
    }
}
