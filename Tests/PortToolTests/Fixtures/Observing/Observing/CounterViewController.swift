//
//  CounterViewController.swift
//  Observing
//
//  The label and the swatch follow the model through key-value observing; the buttons change only the model.
//

import UIKit

class CounterViewController: UIViewController {

    let model = TallyModel()
    let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 40))
    let swatch = UIView(frame: CGRect(x: 20, y: 180, width: 260, height: 60))
    private var countObservation: NSKeyValueObservation?
    private var titleObservation: NSKeyValueObservation?
    private let logger = CountLogger()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.font = .systemFont(ofSize: 32)
        view.addSubview(label)
        view.addSubview(swatch)

        let increment = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 50))
        increment.backgroundColor = .systemBlue
        increment.addTarget(self, action: #selector(incrementTapped), for: .touchUpInside)
        view.addSubview(increment)
        let reset = UIButton(frame: CGRect(x: 160, y: 100, width: 120, height: 50))
        reset.backgroundColor = .darkGray
        reset.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
        view.addSubview(reset)

        countObservation = model.observe(\.count, options: [.initial, .old, .new]) { [weak self] model, change in
            let count = change.newValue ?? model.count
            self?.label.text = "\(count)"
            self?.swatch.backgroundColor = count % 2 == 0 ? .systemRed : .systemGreen
            report("observed count=\(count) old=\(change.oldValue.map { "\($0)" } ?? "nil")")
        }
        titleObservation = model.observe(\.title, options: [.prior, .new]) { _, change in
            report("observed title prior=\(change.isPrior) new=\(change.newValue.flatMap { $0 } ?? "nil")")
        }
        model.addObserver(logger, forKeyPath: "count", options: [.new], context: &CountLogger.context)
        report("valueForKey step=\(model.value(forKey: "step") ?? "nil")")
        report("observing ready")
    }

    @objc func incrementTapped() {
        model.count += model.step
        report("valueForKey count=\(model.value(forKey: "count") ?? "nil") doubled=\(model.value(forKey: "doubled") ?? "nil")")
        if model.count == 2 {
            model.title = "two"
            titleObservation?.invalidate()
            model.title = "after invalidate"
        }
    }

    @objc func resetTapped() {
        model.setValue(2, forKey: "doubled")
        model.setValue(0, forKey: "count")
        report("reset count=\(model.count)")
    }
}
