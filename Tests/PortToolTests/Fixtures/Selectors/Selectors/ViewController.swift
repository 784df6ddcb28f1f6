//
//  ViewController.swift
//  Selectors
//
//  Every selector form: a gesture recognizer, a timer (with its userInfo), a notification, a key command,
//  perform(_:with:), responds(to:), a bar button item's target and action, an action sent to nil that travels up
//  the responder chain, and UIApplication's sendAction to nil.
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var tapArea: UIView!
    private let chainButton = UIButton(type: .system)
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        tapArea.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        chainButton.frame = CGRect(x: 20, y: 300, width: 200, height: 60)
        chainButton.backgroundColor = .systemGreen
        chainButton.setTitle("Up the chain", for: .normal)
        chainButton.addTarget(nil, action: #selector(chainAction(_:)), for: .touchUpInside)
        view.addSubview(chainButton)

        toolbar.frame = CGRect(x: 0, y: 400, width: 393, height: 44)
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share(_:)))]
        view.addSubview(toolbar)

        NotificationCenter.default.addObserver(self, selector: #selector(pinged(_:)), name: .fixturePing, object: nil)
        Timer.scheduledTimer(timeInterval: 0.05, target: self, selector: #selector(tick(_:)), userInfo: "ping", repeats: false)
        report("responds tap=\(responds(to: #selector(handleTap(_:)))) missing=\(responds(to: Selector("noSuchThing")))")
        perform(#selector(performed(_:)), with: "hello")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("becameFirstResponder=\(becomeFirstResponder())")
        let sent = UIApplication.shared.sendAction(#selector(explicitlySent(_:)), to: nil, from: self, for: nil)
        report("sendAction sent=\(sent)")
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .command, action: #selector(refresh))]
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        report("tap state=\(recognizer.state == .ended)")
    }

    @objc func tick(_ timer: Timer) {
        report("tick userInfo=\(timer.userInfo as? String ?? "nil")")
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

    @objc func share(_ sender: UIBarButtonItem) {
        report("share title=\(sender.title ?? "")")
    }

    @objc func explicitlySent(_ sender: Any?) {
        report("explicitlySent from=\(sender is ViewController)")
    }

    @objc func chainAction(_ sender: Any) {
        report("chain sender=\(sender is UIButton)")
    }
}
