import Testing
import UIKit

// Key-value observing as iOS view controllers write it, in Swift 5 mode: a block observation kept in a property
// whose handler updates a label, and key-value coding by name. The model is what uikit-port makes of
// `@objc dynamic var count = 0`.

class TallyModel: NSObject {
    var count = 0 { willSet { willChangeValue(forKey: "count") } didSet { didChangeValue(forKey: "count") } }
}

class TallyViewController: UIViewController {
    let model = TallyModel()
    let countLabel = UILabel()
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        observation = model.observe(\.count, options: [.initial, .new]) { [weak self] _, change in
            self?.countLabel.text = "\(change.newValue ?? 0)"
        }
    }

    func stopObserving() {
        observation?.invalidate()
        observation = nil
    }
}

@MainActor struct KeyValueObservingIdioms {
    @Test func aHandlerKeptInAPropertyUpdatesTheLabelUntilInvalidated() {
        KeyValueCodingRegistry.register("count", \TallyModel.count)
        let controller = TallyViewController()
        controller.loadViewIfNeeded()
        #expect(controller.countLabel.text == "0")
        controller.model.count = 3
        #expect(controller.countLabel.text == "3")
        controller.model.setValue(5, forKey: "count")
        #expect(controller.countLabel.text == "5")
        #expect(controller.model.value(forKey: "count") as? Int == 5)
        controller.stopObserving()
        controller.model.count = 6
        #expect(controller.countLabel.text == "5")
    }
}
