/// Whether a keyboard would correct spelling as you type.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
