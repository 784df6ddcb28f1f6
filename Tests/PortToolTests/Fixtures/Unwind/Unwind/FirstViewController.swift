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
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.fromValue = 0.5
        fade.toValue = 1.0
        fade.duration = 0.2
        logoView.layer.add(fade, forKey: #keyPath(CALayer.opacity))
        report("keyPath \(fade.keyPath ?? "nil") logo=\(logoView.image != nil)")
    }

    @IBAction func unwindToFirst(_ segue: UIStoryboardSegue) {
        report("unwound from \(type(of: segue.source))")
    }
}
