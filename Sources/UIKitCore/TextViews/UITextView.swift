import Foundation

/// A scrollable, multi-line, editable text view: the text wraps at its width, tap to edit and place the caret,
/// drag to select, type (Return types a new line, Tab a tab), move with the arrows (Up/Down keep the caret's
/// x), Page Up/Down, Home/End (the line's ends; with Control, the text's), by word with Control or Option, and
/// everything else `TextEditingView` shares with `UITextField`. The view scrolls to keep the caret in sight and
/// `contentSize` follows the text's height. A read-only (`isEditable` false) view still selects and copies.
///
/// Positions are UTF-16 offsets (as `NSRange`s count); the caret always sits between whole characters.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInput, TextEditingView {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    open var text: String! {
        get {
            takeExternalChanges()
            return editor.text
        }
        set { setStorage(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }

    /// The text with its attributes (fonts and colours per run); attributes it lacks come from `font` and
    /// `textColor`.
    open var attributedText: NSAttributedString! {
        get {
            takeExternalChanges()
            return NSAttributedString(attributedString: textStorage)
        }
        set { setStorage(newValue ?? NSAttributedString(string: "")) }
    }

    /// Setting a font or colour restyles the whole text, as UIKit's does; nil: 12-point system font, black.
    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`) follows content size category changes.
    open var adjustsFontForContentSizeCategory = false
    open var font: UIFont? {
        didSet { restyle(.font, font ?? Self.defaultFont) }
    }
    open var textColor: UIColor? {
        didSet { restyle(.foregroundColor, textColor ?? .label) }
    }
    /// The alignment of paragraphs without a paragraph style of their own.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            updateFallbackAttributes()
            textLayoutDidChange()
        }
    }
    /// Turning editing off while editing ends the editing.
    open var isEditable = true {
        didSet { if !isEditable && isEditing { resignFirstResponder() } }
    }
    open var isSelectable = true
    /// The attributes typed text gets: those of the text before the caret, or the view's font and colour. Set, they
    /// hold for the next text typed, until the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            let at = editor.selection.location
            guard textStorage.length > 0 else { return defaultAttributes }
            return textStorage.attributes(at: max(at - 1, 0), effectiveRange: nil)
        }
        set { typingAttributesOverride = newValue }
    }
    open var selectedRange: NSRange {
        get { editor.selection }
        set { editor.select(newValue) }
    }
    /// Space around the text container inside the content: 8 points above and below, none at the sides.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let inset = textContainerInset
            guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) else {
                UIKitLog.error("UITextView: text container inset \(inset) is not finite; kept \(oldValue)")
                textContainerInset = oldValue
                return
            }
            textLayoutDidChange()
        }
    }
    /// The TextKit stack the view's text lives in: a storage, a layout manager and the container the view shows
    /// (its own, tracking the view's width, or the one given to `init(frame:textContainer:)`). The view draws,
    /// places the caret and hit-tests through them, and typing edits the storage. Code may edit `textStorage`
    /// directly or change the container (exclusion paths, padding); the view follows.
    open var textContainer: NSTextContainer { shownContainer }
    open var textStorage: NSTextStorage { storage }
    /// The container's layout manager.
    open var layoutManager: NSLayoutManager { textKitLayoutManager }
    public private(set) var isEditing = false

    // UITextInputTraits
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry: Bool { false }

    private let shownContainer: NSTextContainer
    /// The stack is kept alive by the view (as on iOS): a layout manager holds its storage and a container its
    /// layout manager weakly.
    private let keptLayoutManager: NSLayoutManager
    var keptStorage: NSTextStorage
    /// How the container's layout manager tells the view of edits made elsewhere and of container changes.
    let textViewLink: TextViewLink
    /// The layout manager the container belongs to now.
    var textKitLayoutManager: NSLayoutManager { shownContainer.layoutManager ?? keptLayoutManager }
    /// The text with its attributes, shared by every view of the stack; `editor` holds the same string with this
    /// view's selection.
    var storage: NSTextStorage { textKitLayoutManager.textStorage ?? keptStorage }
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
    /// Attributes set through `typingAttributes`, for the next text typed at the caret.
    var typingAttributesOverride: [NSAttributedString.Key: Any]?
    let caretLayer = CALayer()
    /// Taps place the caret, mouse drags select.
    let selectionGestureRecognizer = TextSelectionGestureRecognizer()
    /// Cut, Copy, Paste and Select All on a right click or long press.
    private(set) lazy var editingMenu = TextEditingMenu(owner: self)

    /// A text view showing `textContainer`, the designated initializer. With nil the view makes a stack of its
    /// own (a storage, a layout manager and a container tracking the view's width); with a container it adopts the
    /// container, its layout manager and that manager's text storage (making whichever of those is missing), and
    /// shows the part of the text laid out in that container: give one layout manager two containers, each to a
    /// view, and the text flows from the first view into the second; give one storage two layout managers and two
    /// views show the same text. An edit in any view of a storage redraws every view of it.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (shownContainer, keptLayoutManager, keptStorage) = Self.stack(adopting: textContainer)
        textViewLink = TextViewLink()
        super.init(frame: frame)
        setUpTextView(ownsContainer: textContainer == nil)
    }

    /// A text view with a stack of its own: `init(frame:textContainer:)` with nil, as UIKit's convenience
    /// initializer is.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        (shownContainer, keptLayoutManager, keptStorage) = Self.stack(adopting: nil)
        textViewLink = TextViewLink()
        super.init(coder: coder)
        setUpTextView(ownsContainer: true)
    }

    /// The container and the stack above it: the given container's, completed where it lacks a layout manager or
    /// a storage, or a new one.
    private static func stack(adopting container: NSTextContainer?) -> (NSTextContainer, NSLayoutManager, NSTextStorage) {
        let container = container ?? NSTextContainer()
        let manager = container.layoutManager ?? NSLayoutManager()
        if container.layoutManager == nil { manager.addTextContainer(container) }
        let storage = manager.textStorage ?? NSTextStorage()
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        return (container, manager, storage)
    }

    private func setUpTextView(ownsContainer: Bool) {
        backgroundColor = .systemBackground
        // iOS draws the text in a content view of its own, so a clear background shows what is behind the text
        // view; drawn here by the view itself, an opaque view with a clear background would be black.
        isOpaque = false
        if ownsContainer { shownContainer.widthTracksTextView = true }
        if let other = shownContainer.textViewLink?.textView, other !== self {
            UIKitLog.error("UITextView: init(frame:textContainer:) was given a container another text view shows; it now shows in the new view only")
        }
        textViewLink.textView = self
        shownContainer.textViewLink = textViewLink
        updateFallbackAttributes()
        caretLayer.isHidden = true
        layer.addSublayer(caretLayer)
        addGestureRecognizer(selectionGestureRecognizer)
        addInteraction(UIContextMenuInteraction(delegate: editingMenu))
        // An adopted storage may hold text already.
        editor.setText(storage.string)
        updateContentSize()
    }

    // MARK: First responder: editing begins and ends

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if editor.focusIsWithEditingMenu { return super.becomeFirstResponder() && passFocusForEditingMenu() }
        guard canBecomeFirstResponder, window != nil else { return false }
        // Taking the insertion point over from another view of the layout manager, editing goes on.
        let goesOn = textViewLink.isPassingFocus
        if isEditable, !goesOn, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        if isEditable {
            isEditing = true
            if !goesOn {
                textViewDelegate?.textViewDidBeginEditing(self)
                NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
            }
        }
        showCaret()
        scrollToCaret()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if editor.focusIsWithEditingMenu { return super.resignFirstResponder() && passFocusForEditingMenu() }
        // Passing the insertion point to another view of the layout manager, editing goes on.
        let goesOn = textViewLink.isPassingFocus
        if isEditing, !goesOn, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        editor.select(editor.selection)
        showCaret()
        setNeedsDisplay()
        // The other views of the layout manager drew their part of the selection.
        redrawLinkedSelections()
        if isEditing {
            isEditing = false
            if !goesOn {
                textViewDelegate?.textViewDidEndEditing(self)
                NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
            }
        }
        return true
    }

    // MARK: Keys (UIKeyInput and the editing keys)

    open var hasText: Bool { editor.length > 0 }

    /// Replaces the selection with `text` at the caret.
    open func insertText(_ text: String) {
        guard isEditable, !text.isEmpty else { return }
        replaceCharacters(in: rangeForTyping, with: text)
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

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isMenuTapTakingAFinger(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        showCaret()
    }

    open override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { setNeedsDisplay() } }
    }

    open override func draw(_ rect: CGRect) {
        drawText()
        drawMarkedText()
    }

    /// The size the view's text needs at `size.width` (the current width when that is 0 or less), with the insets:
    /// the whole text, or where the layout manager has several containers the part laid out in this view's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: ceil(textHeight(forWidth: width) + textContainerInset.top + textContainerInset.bottom))
    }

    /// Without scrolling, the height of the view's text at its width (`sizeThatFits`), so that Auto Layout grows
    /// the view with its text; the width is left to the constraints. A scrolling text view has none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled, bounds.width > 0 else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showCaret()
        setNeedsDisplay()
    }

    /// Scrolls as little as needed to show the text in `range`.
    open func scrollRangeToVisible(_ range: NSRange) {
        let range = editor.clamped(range)
        let start = caretRect(atOffset: range.location), end = caretRect(atOffset: NSMaxRange(range))
        // With the insets above and below, so that the first and last lines show them too.
        let inset = textContainerInset
        var rect = start.union(end)
        rect.origin.y -= inset.top
        rect.size.height += inset.top + inset.bottom
        scrollRectToVisible(rect, animated: false)
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
