//
//  DetailViewController.swift
//  Segues
//

import UIKit

class DetailViewController: UIViewController {

    @IBOutlet weak var itemLabel: UILabel!
    var item: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        itemLabel.text = item
        report("detail \(item ?? "nil") presented=\(presentingViewController != nil)")
    }

    @IBAction func goBack(_ sender: UIButton) {
        dismiss(animated: false)
        report("dismissed")
    }
}
