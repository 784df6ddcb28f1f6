/// The look of a bar before appearance objects: `.default` is light (white), `.black` dark.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyle.black and set isTranslucent to true")
    case blackTranslucent = 2
}
