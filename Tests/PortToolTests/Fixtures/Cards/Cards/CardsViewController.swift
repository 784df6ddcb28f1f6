//
//  CardsViewController.swift
//  Cards
//

import UIKit

class CardsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        guard let card = Bundle.main.loadNibNamed("CardView", owner: nil, options: nil)?.first as? CardView else {
            report("no card")
            return
        }
        card.frame = CGRect(x: 20, y: 100, width: 300, height: 160)
        view.addSubview(card)
        report("card loaded title=\(card.titleLabel?.text ?? "nil")")
    }
}
