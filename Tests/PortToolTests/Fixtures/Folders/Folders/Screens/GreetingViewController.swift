//
//  GreetingViewController.swift
//  Folders
//
//  In a subfolder of the synchronized folder; its actions are declared in an extension in another file.
//

import UIKit

class GreetingViewController: UIViewController {

    @IBOutlet private weak var greetingLabel: UILabel!
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Panel")
        greetingLabel.text = NSLocalizedString("greeting", comment: "")
        report("greeting \(greetingLabel.text ?? "nil")")
    }
}
