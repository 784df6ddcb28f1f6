/// The text of a TextKit stack: an attributed string that tells its layout managers what each edit changed.
///
/// Every mutation records its range and change in length (`edited(_:range:changeInLength:)`); outside
/// `beginEditing()`/`endEditing()` it is processed at once, inside it the edits collect and are processed once at
/// the outermost `endEditing()`. Processing (`processEditing()`) asks the delegate before and after, then hands
/// the edit to every layout manager, which lays out the text again from the edited paragraph on.
///
/// A range outside the text is logged and the edit ignored (Foundation on Linux stops the process on one).
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    public convenience init() { self.init(string: "") }

    open private(set) var layoutManagers: [NSLayoutManager] = []
    open weak var delegate: NSTextStorageDelegate?
    /// The kinds of edit pending since the last processing.
    open private(set) var editedMask: EditActions = []
    /// The range the pending edits touched, in the text as it is now; `NSNotFound` when none are pending.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// The text's change in length since the last processing.
    open private(set) var changeInLength = 0
    /// Attribute fixing is not deferred: the text system's fonts cover every script through fontconfig fallback.
    open var fixesAttributesLazily: Bool { false }

    private var editingDepth = 0
    private var isProcessing = false

    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        aLayoutManager.textStorage?.removeLayoutManager(aLayoutManager)
        layoutManagers.append(aLayoutManager)
        aLayoutManager.replaceTextStorageReference(self)
    }

    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard let index = layoutManagers.firstIndex(where: { $0 === aLayoutManager }) else { return }
        layoutManagers.remove(at: index)
        aLayoutManager.replaceTextStorageReference(nil)
    }

    // MARK: Edits

    /// Records an edit: `editedRange` is the range it touched in the text as it is after it, `delta` how much
    /// longer the text became. Processed now, or at the outermost `endEditing()`.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        if self.editedMask.isEmpty {
            self.editedRange = editedRange
        } else {
            // The pending range moves with an edit before it, then takes in the new one.
            var pending = self.editedRange
            if editedRange.location <= pending.location { pending.location += delta }
            else if editedRange.location < NSMaxRange(pending) { pending.length = max(pending.length + delta, 0) }
            let start = min(pending.location, editedRange.location)
            let end = max(NSMaxRange(pending), NSMaxRange(editedRange))
            self.editedRange = NSRange(location: max(start, 0), length: max(end - start, 0))
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Tells the delegate (which may still change attributes), then every layout manager, of the pending edits.
    open func processEditing() {
        guard !isProcessing, !editedMask.isEmpty else { return }
        isProcessing = true
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        let mask = editedMask, range = clampedEditedRange, delta = changeInLength
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        isProcessing = false
        for manager in layoutManagers {
            manager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }

    private var clampedEditedRange: NSRange {
        let start = min(max(editedRange.location, 0), length)
        return NSRange(location: start, length: min(max(editedRange.length, 0), length - start))
    }

    open override func beginEditing() { editingDepth += 1 }

    open override func endEditing() {
        guard editingDepth > 0 else {
            UIKitLog.error("NSTextStorage: endEditing() without beginEditing()")
            return
        }
        editingDepth -= 1
        if editingDepth == 0 { processEditing() }
    }

    /// Attributes are always fixed: nothing to do.
    open func invalidateAttributes(in range: NSRange) {}
    open func ensureAttributesAreFixed(in range: NSRange) {}

    // MARK: Mutations (every one Foundation offers, as it does not route them through one primitive)

    open override func replaceCharacters(in range: NSRange, with str: String) {
        guard isValid(range, "replaceCharacters(in:with:)") else { return }
        super.replaceCharacters(in: range, with: str)
        let length = str.utf16.count
        edited(.editedCharacters, range: NSRange(location: range.location, length: length), changeInLength: length - range.length)
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        guard isValid(range, "replaceCharacters(in:with:)") else { return }
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: NSRange(location: range.location, length: attrString.length),
               changeInLength: attrString.length - range.length)
    }

    open override func deleteCharacters(in range: NSRange) {
        guard isValid(range, "deleteCharacters(in:)") else { return }
        super.deleteCharacters(in: range)
        edited(.editedCharacters, range: NSRange(location: range.location, length: 0), changeInLength: -range.length)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard isValid(range, "setAttributes(_:range:)") else { return }
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        guard isValid(range, "addAttribute(_:value:range:)") else { return }
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        guard isValid(range, "addAttributes(_:range:)") else { return }
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        guard isValid(range, "removeAttribute(_:range:)") else { return }
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        guard loc >= 0, loc <= length else {
            UIKitLog.error("NSTextStorage: insert(_:at:) index \(loc) is out of bounds (length \(length)); ignored")
            return
        }
        super.insert(attrString, at: loc)
    }

    private func isValid(_ range: NSRange, _ call: String) -> Bool {
        guard range.location >= 0, range.length >= 0, range.location != NSNotFound, NSMaxRange(range) <= length else {
            UIKitLog.error("NSTextStorage: \(call) range \(range) is out of bounds (length \(length)); ignored")
            return false
        }
        return true
    }
}
