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
    }

    @IBAction func unwindToFirst(_ segue: UIStoryboardSegue) {
        report("unwound from \(type(of: segue.source))")
    }
}
