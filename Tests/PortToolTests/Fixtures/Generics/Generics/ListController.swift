//
//  ListController.swift
//  Generics
//
//  A generic base controller: its outlet and action reach the storyboard through its concrete subclass.
//

import UIKit

class ListController<Item>: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    var items: [Item] = []

    @IBAction func reload(_ sender: Any) {
        report("reload \(items.count) on \(type(of: self))")
    }
}
