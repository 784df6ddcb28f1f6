/// Holds a view near its intrinsic content size: `size <= intrinsic` at the hugging priority or
/// `size >= intrinsic` at the compression resistance priority; named as UIKit names it in logs.
final class ContentSizeLayoutConstraint: NSLayoutConstraint {
    override var className: String { "NSContentSizeLayoutConstraint" }
}
