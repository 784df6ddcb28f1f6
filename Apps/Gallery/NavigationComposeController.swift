import UIKit

/// The compose sheet's content, in its own navigation controller as Mail's is: Cancel and Send in the bar, the
/// address and subject fields, and the message.
final class NavigationComposeController: UIViewController {
    private let onFinish: (_ sent: Bool) -> Void
    private let to = UITextField()
    private let subject = UITextField()
    private let body = UITextView()

    init(onFinish: @escaping (_ sent: Bool) -> Void) {
        self.onFinish = onFinish
        super.init(nibName: nil, bundle: nil)
        title = "New Message"
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.onFinish(false)
        })
        let send = UIBarButtonItem(title: "Send", primaryAction: UIAction { [weak self] _ in self?.onFinish(true) })
        send.style = .done
        navigationItem.rightBarButtonItem = send
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (field, label) in [(to, "To:"), (subject, "Subject:")] {
            field.placeholder = label
            field.font = .systemFont(ofSize: 16)
            view.addSubview(field)
        }
        body.text = "Sent from a sheet, over a navigation interface in a gallery page."
        body.font = .systemFont(ofSize: 16)
        view.addSubview(body)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 0)
        to.frame = CGRect(x: frame.minX, y: frame.minY + 8, width: frame.width, height: 40)
        subject.frame = CGRect(x: frame.minX, y: to.frame.maxY, width: frame.width, height: 40)
        body.frame = CGRect(x: frame.minX, y: subject.frame.maxY + 8, width: frame.width,
                            height: max(frame.maxY - subject.frame.maxY - 16, 0))
    }
}
