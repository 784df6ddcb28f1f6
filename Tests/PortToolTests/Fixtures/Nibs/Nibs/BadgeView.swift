//
//  BadgeView.swift
//  Nibs
//

import UIKit

class BadgeView: UIView {

    @IBOutlet weak var caption: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        report("badge awake caption=\(caption != nil)")
    }
}
