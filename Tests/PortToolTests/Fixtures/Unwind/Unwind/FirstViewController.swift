//
//  FirstViewController.swift
//  Unwind
//

import UIKit

class FirstViewController: UIViewController {

    @IBOutlet weak var logoView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        logoView.image = UIImage(named: "Logo")
        let star = UIImageView(image: UIImage(named: "Star"))
        star.frame = CGRect(x: 300, y: 100, width: 20, height: 20)
        view.addSubview(star)
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.fromValue = 0.5
        fade.toValue = 1.0
        fade.duration = 0.2
        logoView.layer.add(fade, forKey: #keyPath(CALayer.opacity))
        report("keyPath \(fade.keyPath ?? "nil") logo=\(logoView.image != nil) star=\(star.image?.size.width ?? 0)")
        let ring = RingView(frame: CGRect(x: 20, y: 300, width: 40, height: 40))
        view.addSubview(ring)
        if let layer = ring.layer as? RingLayer {
            let copy = RingLayer(layer: layer)
            report("layers ring=\(layer.thickness) copy=\(copy.thickness) badge=\(BadgeLayer(text: "Hi").text)")
        }
    }

    @IBAction func unwindToFirst(_ segue: UIStoryboardSegue) {
        report("unwound from \(type(of: segue.source))")
    }
}

/// A layer written as iOS code writes one: `override init()`, `override init(layer:)` copying its own property for
/// presentation copies, and NSCoding's required initializer.
class RingLayer: CALayer {
    var thickness: CGFloat = 2

    override init() {
        super.init()
        thickness = 6
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { thickness = ring.thickness }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A layer with an initializer of its own only, as long as nothing makes it by class.
class BadgeLayer: CALayer {
    let text: String

    init(text: String) {
        self.text = text
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}
