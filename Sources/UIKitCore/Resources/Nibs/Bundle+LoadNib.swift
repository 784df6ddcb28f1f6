extension Bundle {
    /// Loads `name.xib` from this bundle (R-NIB-5): the top-level objects, or `nil` (with one log line naming the
    /// file and line) when the nib is missing or malformed. Unlike iOS any bundle may hold nibs.
    @preconcurrency @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        return nib.isLoaded ? nib.instantiate(withOwner: owner, options: options) : nil
    }
}
