//
//  SecondViewController.swift
//  Unwind
//

import UIKit

class SecondViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .dark
        view.backgroundColor = UIColor(named: "Backdrop")
        report("second appeared")
    }
}
