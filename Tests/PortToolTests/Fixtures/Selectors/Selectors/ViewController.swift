//
//  ViewController.swift
//  Selectors
//
//  Every selector form: a gesture recognizer, a timer, a notification, a key command, perform(_:with:),
//  responds(to:), and an action sent to nil that travels up the responder chain.
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var tapArea: UIView!
    private let chainButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        tapArea.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        chainButton.frame = CGRect(x: 20, y: 300, width: 200, height: 60)
        chainButton.backgroundColor = .systemGreen
        chainButton.setTitle("Up the chain", for: .normal)
        chainButton.addTarget(nil, action: #selector(chainAction(_:)), for: .touchUpInside)
        view.addSubview(chainButton)

        NotificationCenter.default.addObserver(self, selector: #selector(pinged(_:)), name: .fixturePing, object: nil)
        Timer.scheduledTimer(timeInterval: 0.05, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: false)
        report("responds tap=\(responds(to: #selector(handleTap(_:)))) missing=\(responds(to: Selector("noSuchThing")))")
        perform(#selector(performed(_:)), with: "hello")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("becameFirstResponder=\(becomeFirstResponder())")
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .command, action: #selector(refresh))]
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        report("tap state=\(recognizer.state == .ended)")
    }

    @objc func tick(_ timer: Timer) {
        report("tick")
        NotificationCenter.default.post(name: .fixturePing, object: self)
    }

    @objc func pinged(_ notification: Notification) {
        report("notification \(notification.name.rawValue)")
    }

    @objc func performed(_ argument: Any?) {
        report("performed \(argument as? String ?? "?")")
    }

    @objc func refresh() {
        report("keyCommand refresh")
    }

    @objc func chainAction(_ sender: Any) {
        report("chain sender=\(sender is UIButton)")
    }
}
