import Foundation

/// A single line of editable text: tap it to edit, type at the caret, move the caret and select with the arrow
/// keys (Shift extends; Control or Option by word), Home/End, Backspace/Delete (Control or Option: a word),
/// Control-A/C/X/V with `UIPasteboard.general`, Return ends editing on exit; a double tap selects a word, a triple
/// tap everything, Shift+tap extends the selection (`TextEditingView` has the editing, shared with `UITextView`). The caret blinks; a selection is drawn behind the text. Editing sends `.editingDidBegin`,
/// `.editingChanged`, `.editingDidEnd` and `.editingDidEndOnExit`, and asks the delegate first.
///
/// Positions are UTF-16 offsets (as `NSRange`s count); the caret always sits between whole characters.
@preconcurrency @MainActor open class UITextField: UIControl, UITextInput, TextEditingView {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String? {
        get { editor.text }
        set {
            editor.setText(newValue ?? "")
            textDidChangeAppearance()
        }
    }
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`) follows content size category changes.
    open var adjustsFontForContentSizeCategory = false
    open var font: UIFont? = UIFont.systemFont(ofSize: 17) { didSet { textDidChangeAppearance() } }
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChangeAppearance() } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    open var clearsOnBeginEditing = false
    open weak var delegate: (any UITextFieldDelegate)?
    public private(set) var isEditing = false

    // UITextInputTraits
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false { didSet { textDidChangeAppearance() } }

    /// The text and its selection.
    var editor = TextEditingState() {
        didSet {
            if oldValue.markedRange != nil, editor.markedRange == nil { TextInputFocus.compositionEnded(in: self) }
            if editor.selection != oldValue.selection {
                selectionDidChange()
            } else if editor.markedRange != oldValue.markedRange {
                setNeedsDisplay()
            }
        }
    }
    let caretLayer = CALayer()
    /// The displayed line's layout, for its text and font (see `lineLayout`).
    var lineLayoutCache: (text: String, fontName: String, pointSize: CGFloat, color: UIColor, layout: TextLayout)?
    /// Cut, Copy, Paste and Select All on a right click or long press.
    private(set) lazy var editingMenu = TextEditingMenu(owner: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    private func setUpTextField() {
        isOpaque = false
        contentMode = .redraw
        caretLayer.isHidden = true
        layer.addSublayer(caretLayer)
        addInteraction(UIContextMenuInteraction(delegate: editingMenu))
    }

    // MARK: First responder: editing begins and ends

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if editor.focusIsWithEditingMenu { return super.becomeFirstResponder() && passFocusForEditingMenu() }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, editor.length > 0 { replaceCharacters(in: NSRange(location: 0, length: editor.length), with: "") }
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        showCaret()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if editor.focusIsWithEditingMenu { return super.resignFirstResponder() && passFocusForEditingMenu() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        editor.select(editor.selection)
        showCaret()
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Keys (UIKeyInput and the editing keys)

    open var hasText: Bool { editor.length > 0 }

    /// Replaces the selection with `text` at the caret; line breaks do not enter a single line.
    open func insertText(_ text: String) {
        let line = text.filter { !$0.isNewline }
        guard !line.isEmpty else { return }
        replaceCharacters(in: rangeForTyping, with: line)
    }

    open func deleteBackward() { deleteBackwardInEditor() }

    // MARK: Standard edit actions (Text/TextEditingView+EditActions.swift)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func cut(_ sender: Any?) { perform(.cut) }
    open override func copy(_ sender: Any?) { perform(.copy) }
    open override func paste(_ sender: Any?) { perform(.paste) }
    open override func delete(_ sender: Any?) {
        perform(.delete(.backward, .character))
        nameUndoStep("Delete")
    }
    open override func selectAll(_ sender: Any?) { perform(.selectAll) }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = editText(with: presses)
        if !rest.isEmpty { next?.pressesBegan(rest, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = editText(with: presses)
        if !rest.isEmpty { next?.pressesChanged(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        presses.forEach(noteShiftKey)
        super.pressesEnded(presses, with: event)
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        presses.forEach(noteShiftKey)
        super.pressesCancelled(presses, with: event)
    }

    // MARK: Touches: a tap edits and places the caret, a drag selects, double and triple taps select more

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A right click is the context menu's: it keeps the selection for the menu to act on.
        guard !(event?.buttonMask.contains(.secondary) ?? false) else { return false }
        if event?.buttonMask == .button(3) {
            pastePrimarySelection(at: touch.location(in: self))
            return false
        }
        if isFirstResponder { beginSelecting(at: touch.location(in: self), tapCount: touch.tapCount) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueSelecting(at: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { endSelecting() }
        // Not tracking: a right click, left to the context menu.
        guard isTracking, let touch, !isFirstResponder, bounds.contains(touch.location(in: self)) else { return }
        if becomeFirstResponder() { editor.select(NSRange(location: closestOffset(to: touch.location(in: self)), length: 0)) }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isMenuTapTakingAFinger(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func cancelTracking(with event: UIEvent?) {
        endSelecting()
        super.cancelTracking(with: event)
    }

    // MARK: Layout and drawing

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: borderStyle == .none ? 0 : 7, dy: 0)
    }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showCaret()
    }

    open override func draw(_ rect: CGRect) {
        drawBorder()
        drawSelection()
        drawTextOrPlaceholder()
        drawMarkedText()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let line = (font ?? UIFont.systemFont(ofSize: 17)).lineHeight
        let width = displayedTextWidth
        let inset: CGFloat = borderStyle == .none ? 0 : 14
        return CGSize(width: ceil(width + inset + 2), height: ceil(line + (borderStyle == .none ? 0 : 12)))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showCaret()
        setNeedsDisplay()
    }

    // MARK: UITextInput

    open var selectedTextRange: UITextRange? {
        get { editorSelectedTextRange }
        set {
            guard let newValue else { return }
            editor.select(newValue.range)
        }
    }
    open var markedTextRange: UITextRange? { editorMarkedTextRange }

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        setMarkedTextInEditor(markedText, selectedRange: selectedRange)
    }

    open func unmarkText() { editor.unmark() }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }

    open func text(in range: UITextRange) -> String? { editorText(in: range) }

    open func replace(_ range: UITextRange, withText text: String) {
        replaceCharacters(in: editor.clamped(range.range), with: text)
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editorTextRange(from: fromPosition, to: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editorPosition(from: position, offset: offset)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: position.offset) }

    open func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: closestOffset(to: point)) }
}
