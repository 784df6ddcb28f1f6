//
//  FruitController.swift
//  Generics
//
//  Named FruitScreen in the storyboard through @objc(FruitScreen); a nested class receives a timer's selector.
//

import UIKit

@objc(FruitScreen)
final class FruitController: ListController<String> {

    final class Ticker: NSObject {
        @objc func fire(_ timer: Timer) {
            report("ticker fired")
        }
    }

    private let ticker = Ticker()

    override func viewDidLoad() {
        super.viewDidLoad()
        items = ["apple", "pear", "plum"]
        titleLabel.text = "Fruit"
        view.backgroundColor = Palette.background
        Timer.scheduledTimer(timeInterval: 0.05, target: ticker, selector: #selector(Ticker.fire(_:)), userInfo: nil, repeats: false)
        report("fruit loaded title=\(titleLabel != nil)")
    }
}

extension FruitController {
    enum Palette {
        #if targetEnvironment(simulator)
        static let background = UIColor.black
        #else
        static let background = UIColor(red: 0.6, green: 0.2, blue: 0.6, alpha: 1)
        #endif
    }
}
