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

/// An observer that is no view or controller, in the pre-Swift-4 style: it overrides NSObject's observeValue and
/// hands changes it did not ask for to super.
class CountLogger: NSObject {
    static var context = 0

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &CountLogger.context else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        report("logged \(keyPath ?? "nil")=\(change?[.newKey] ?? "nil")")
    }
}
