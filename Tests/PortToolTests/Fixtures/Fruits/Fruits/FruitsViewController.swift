//
//  FruitsViewController.swift
//  Fruits
//
//  The master list: a table view controller whose prototype cell shows the detail with a "show" segue.
//

import UIKit

class FruitsViewController: UITableViewController {

    var fruits = ["Apples", "Bananas", "Cherries"]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Fruit Basket"
        report("fruits loaded title=\(navigationItem.title ?? "nil") add=\(navigationItem.rightBarButtonItem != nil) nav=\(navigationController != nil)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("fruits appeared selected=\(tableView.indexPathForSelectedRow != nil)")
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showFruit",
           let detail = segue.destination as? FruitDetailViewController,
           let indexPath = tableView.indexPathForSelectedRow {
            detail.fruit = fruits[indexPath.row]
            report("prepare \(segue.identifier ?? "") sender=\(sender is UITableViewCell)")
        }
    }

    @IBAction func addFruit(_ sender: Any) {
        fruits.append("Dates")
        tableView.reloadData()
        report("added \(fruits.count) sender=\(sender is UIBarButtonItem)")
    }
}
