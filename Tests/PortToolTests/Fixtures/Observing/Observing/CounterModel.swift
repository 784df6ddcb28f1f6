//
//  CounterModel.swift
//  Observing
//
//  A model in the Cocoa style: key-value observable through `@objc dynamic`.
//

import Foundation

class CounterModel: NSObject {
    @objc dynamic var count = 0
    @objc var step = 1
    @objc dynamic var title: String? {
        didSet { report("title set \(title ?? "nil")") }
    }
}

extension CounterModel {
    @objc dynamic var doubled: Int {
        get { count * 2 }
        set { count = newValue / 2 }
    }
}

/// Observed through its own key paths (`\TallyModel.count`), which reach the inherited property.
class TallyModel: CounterModel {}
