/// Which letters a keyboard would capitalize on its own.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
