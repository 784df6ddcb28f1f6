import Foundation

/// The label a `UIButton` shows its title in (UIKit's is a private subclass too): changes an app makes to how the
/// title is set (font, lines, line breaks) re-measure the button, which lays the label out again.
final class ButtonTitleLabel: UILabel {
    weak var button: UIButton?

    override var font: UIFont! { didSet { titleMetricsDidChange() } }
    override var numberOfLines: Int { didSet { titleMetricsDidChange() } }
    override var lineBreakMode: NSLineBreakMode { didSet { titleMetricsDidChange() } }

    private func titleMetricsDidChange() {
        button?.invalidateIntrinsicContentSize()
    }
}
