import Foundation

/// The desktop selections a pasteboard can live in. On X11 these are the CLIPBOARD selection (explicit copy and
/// paste) and PRIMARY (the selected text, pasted with the middle button).
public enum PasteboardSelection: Hashable, Sendable, CaseIterable {
    case clipboard
    case primary
}

/// The platform interface's pasteboard part: the desktop's shared selections, which `UIPasteboard.general` (and the
/// text views' PRIMARY selection) read and write.
///
/// Contents are items of representations keyed by MIME type ("text/plain;charset=utf-8", "text/uri-list",
/// "image/png"). Every call is synchronous: a read from another application waits for its answer for a bounded time
/// and returns nil on timeout or refusal.
@preconcurrency @MainActor public protocol PasteboardTransport: AnyObject {
    /// Takes ownership of `selection` with `items` (an empty list still takes ownership, with nothing in it).
    func write(_ items: [[String: Data]], to selection: PasteboardSelection)
    /// The MIME types the selection's owner offers; empty when nobody owns it or the owner does not answer.
    func types(in selection: PasteboardSelection) -> [String]
    /// The representation `type` of the selection's (first) item, converted by its owner; nil when nobody owns it,
    /// the owner refuses or does not answer in time.
    func data(_ type: String, in selection: PasteboardSelection) -> Data?
    /// The items this application put in `selection`, while it still owns it; nil once another client took it.
    func ownItems(in selection: PasteboardSelection) -> [[String: Data]]?
    /// Moves on every change of the selection: each write, and each time another client takes it.
    func changeCount(of selection: PasteboardSelection) -> Int
}
