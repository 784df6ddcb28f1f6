/// Who may load a representation of an item provider. Linux has no app groups or teams: every value but
/// `.ownProcess` offers the representation to other applications (through XDND); `.ownProcess` keeps it inside
/// the application.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}
