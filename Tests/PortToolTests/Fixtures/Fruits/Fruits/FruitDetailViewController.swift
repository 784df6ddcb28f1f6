//
//  FruitDetailViewController.swift
//  Fruits
//

import UIKit

class FruitDetailViewController: UIViewController {

    @IBOutlet weak var nameLabel: UILabel!

    var fruit: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = fruit
        navigationItem.title = fruit
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("detail \(fruit ?? "nil") appeared pushed=\(navigationController?.viewControllers.count ?? 0)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        report("detail disappeared")
    }
}
