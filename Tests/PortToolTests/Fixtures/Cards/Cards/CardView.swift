//
//  CardView.swift
//  Cards
//
//  A view whose own xib connects its outlet and sends its button's action to the view itself.
//

import UIKit

class CardView: UIView {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet private weak var flipButton: UIButton!
    private var flipped = false

    @IBAction private func flip(_ sender: UIButton) {
        flipped.toggle()
        backgroundColor = flipped ? UIColor(red: 0, green: 0.4, blue: 0, alpha: 1) : UIColor(red: 0.4, green: 0, blue: 0, alpha: 1)
        report("flipped \(flipped) sender=\(sender === flipButton)")
    }
}
