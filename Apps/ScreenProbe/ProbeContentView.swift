import UIKit

/// A window's content: a full-size coloured view (autoresizing) holding a half-width bar pinned to the right by its
/// autoresizing mask, and reporting every layout pass with its size.
final class ProbeContentView: UIView {
    let name: String
    let bar = UIView()

    init(name: String, color: UIColor) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        backgroundColor = color
        bar.frame = CGRect(x: 100, y: 0, width: 100, height: 20)
        bar.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        bar.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        say("layout \(name) \(Int(bounds.width)) \(Int(bounds.height)) bar \(Int(bar.frame.minX)) \(Int(bar.frame.width))")
    }
}
