/// The attributes of a stack's main axis and of its cross axis.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let crossLeading: NSLayoutConstraint.Attribute
    let crossTrailing: NSLayoutConstraint.Attribute
    let crossCenter: NSLayoutConstraint.Attribute
    let crossSize: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
            (crossLeading, crossTrailing, crossCenter, crossSize) = (.top, .bottom, .centerY, .height)
        } else {
            (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
            (crossLeading, crossTrailing, crossCenter, crossSize) = (.leading, .trailing, .centerX, .width)
        }
    }
}
