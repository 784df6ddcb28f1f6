import UIKit

/// The first sample app: a window of coloured, overlapping, partly transparent views.
public final class HelloLayersDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public override init() { super.init() }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 360))
        let controller = HelloLayersViewController()
        controller.title = "Hello, Layers"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The scene, also used by the tests that compare the X11 compositor with the reference renderer.
public final class HelloLayersViewController: UIViewController {
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 360))
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)

        let red = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 160))
        red.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
        root.addSubview(red)

        // Half-transparent blue overlapping the red one: blending must show both.
        let blue = UIView(frame: CGRect(x: 160, y: 120, width: 200, height: 160))
        blue.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.5)
        root.addSubview(blue)

        // A faded green group: its child overlaps it, and the group fades as one.
        let green = UIView(frame: CGRect(x: 280, y: 30, width: 160, height: 120))
        green.backgroundColor = UIColor(red: 0.2, green: 0.75, blue: 0.3, alpha: 1)
        green.alpha = 0.6
        let yellow = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))
        yellow.backgroundColor = UIColor(red: 1, green: 0.85, blue: 0.1, alpha: 1)
        green.addSubview(yellow)
        root.addSubview(green)

        // Rounded and bordered, layer properties through the view's layer.
        let card = UIView(frame: CGRect(x: 60, y: 230, width: 160, height: 100))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.systemIndigo.cgColor
        root.addSubview(card)

        view = root
    }
}
