//
//  RootViewController.swift
//  Nibs
//

import UIKit

class RootViewController: UIViewController {

    @IBOutlet weak var badge: BadgeView!

    override func viewDidLoad() {
        super.viewDidLoad()
        report("root loaded badge=\(badge != nil) caption=\(badge?.caption?.text ?? "nil")")
    }

    @IBAction func badgeTapped(_ sender: UIButton) {
        badge.backgroundColor = .systemGreen
        report("badgeTapped")
    }

    @IBAction func chainAction(_ sender: Any) {
        report("chain reached \(type(of: self))")
    }
}
