//
//  ItemsViewController.swift
//  Segues
//
//  A presentation segue shows the detail; prepare(for:sender:) hands it the item.
//

import UIKit

class ItemsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        report("items loaded segue=\(shouldPerformSegue(withIdentifier: "showDetail", sender: nil))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.item = "Apples"
        }
    }
}
