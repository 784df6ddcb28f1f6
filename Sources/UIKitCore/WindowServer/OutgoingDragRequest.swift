import Foundation

/// A drag of this application that the window server carries on outside its windows, to other applications (XDND
/// on X11): what it offers, how it looks, and whom to tell how it ended.
public struct OutgoingDragRequest {
    /// The MIME types offered, best first ("text/uri-list", "text/plain;charset=utf-8", "image/png").
    public var types: [String]
    /// Whether the other application may take the items as a move (else only a copy is offered).
    public var allowsMove: Bool
    /// The picture following the pointer outside the windows (premultiplied ARGB), and the pixel of it under the
    /// pointer; nil for the desktop's dragging cursor.
    public var preview: CGImage?
    public var previewHotSpot: CGPoint
    /// The dragged items as MIME type `type`, asked when another application reads them (after the drop).
    public var data: @MainActor (_ type: String) -> Data?
    /// The drag is over, once and for all: taken as a `.copy` or `.move`, or not taken (`.cancel`): released over
    /// nothing that accepted it, refused, or the other application never said it finished.
    public var ended: @MainActor (UIDropOperation) -> Void

    public init(types: [String], allowsMove: Bool, preview: CGImage?, previewHotSpot: CGPoint,
                data: @escaping @MainActor (_ type: String) -> Data?,
                ended: @escaping @MainActor (UIDropOperation) -> Void) {
        self.types = types; self.allowsMove = allowsMove; self.preview = preview
        self.previewHotSpot = previewHotSpot; self.data = data; self.ended = ended
    }
}
