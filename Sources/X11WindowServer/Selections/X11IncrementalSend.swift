internal import CX11
import Foundation

/// One INCR transfer to another client (ICCCM 2.7.2): the data goes in chunks, each written when the requestor has
/// deleted the previous one, and ends with an empty property.
struct X11IncrementalSend {
    let requestor: Window
    let property: Atom
    let type: Atom
    let data: Data
    /// Bytes written so far.
    var offset = 0
    /// Dropped when the requestor has taken no chunk by then.
    var deadline: Date
    /// Our event mask on the requestor's window before the transfer (it may be a window we watch anyway, such as
    /// the XSETTINGS owner's), restored when the last transfer to it ends.
    var previousEventMask = 0
}
