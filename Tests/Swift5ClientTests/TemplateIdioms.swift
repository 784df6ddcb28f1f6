import UIKit

// Written the way iOS code is written: Swift 5 language mode, no concurrency annotations, UIKit called from
// classes and functions that say nothing about isolation. This target is built in Swift 5 mode with warnings as
// errors; if a main-actor declaration of UIKit loses its @preconcurrency, this file stops compiling.

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {}
}

class ViewController: UIViewController {
    let badge = BadgeView(frame: CGRect(x: 20, y: 80, width: 40, height: 40))
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        label.text = "Hello"
        label.textColor = .darkGray
        view.addSubview(label)
        view.addSubview(badge)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 140, width: 120, height: 44)
        button.setTitle("Tap", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
        let tap = UITapGestureRecognizer { [weak self] _ in self?.taps += 1 }
        view.addGestureRecognizer(tap)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        badge.alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            self.badge.alpha = 1
        }, completion: nil)
    }
}

class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }
}

class FadeLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(bounds)
    }
}

/// A helper with no isolation at all, as iOS code has everywhere.
func makeCard(title: String) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    card.layer.cornerRadius = 8
    card.layer.shadowOpacity = 0.3
    let label = UILabel()
    label.text = title
    label.shadowColor = UIColor.black.withAlphaComponent(0.4)
    label.shadowOffset = CGSize(width: 0, height: 1)
    label.sizeToFit()
    card.addSubview(label)
    let fade = FadeLayer()
    fade.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    card.layer.addSublayer(fade)
    fade.setNeedsDisplay()
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = Double.pi
    spin.duration = 1
    card.layer.add(spin, forKey: "spin")
    UIView.animate(withDuration: 0.2) { card.alpha = 0.5 }
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
        UIColor.green.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    card.addSubview(UIImageView(image: image))
    return card
}
