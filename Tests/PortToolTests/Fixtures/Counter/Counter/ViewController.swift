//
//  ViewController.swift
//  Counter
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet var swatches: [UIView]!
    private var count = 0
    private let resetButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Panel")
        resetButton.frame = CGRect(x: 20, y: 300, width: 200, height: 60)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.backgroundColor = .systemOrange
        resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)
        view.addSubview(resetButton)
        #if os(iOS)
        report("viewDidLoad label=\(countLabel != nil) swatches=\(swatches?.count ?? 0)")
        #else
        report("not iOS")
        #endif
    }

    @IBAction func increment(_ sender: UIButton) {
        count += 1
        countLabel.text = "\(count)"
        report("increment \(count) sender=\(sender === view.viewWithTag(7))")
    }

    @objc private func reset() {
        count = 0
        countLabel.text = "0"
        report("reset")
    }
}
