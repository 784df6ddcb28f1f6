import Foundation

/// What another X client can make this application hold or wait for through the selection protocols. Every
/// selection owner and requestor is untrusted: any client may own a selection, answer with anything, or send us
/// requests naming any window and property. Past a limit the transfer or request is abandoned with one log line.
@MainActor package enum X11SelectionLimits {
    /// The most bytes one read of another client's selection accepts, INCR chunks together: 32 MiB. What people
    /// paste is text (a whole book is a few MB) and images (a 4K screenshot as PNG is 5-25 MB); more than that is
    /// not worth holding the main thread and memory for, and a flooding INCR owner stops here. Past it the read
    /// gives nothing, for text too: a silently truncated paste would be worse than none.
    package static var transferBytes = 32 << 20
    /// The longest the main thread waits, in total, for other clients' selections within one turn of the run loop
    /// (a paste reads TARGETS and then one or more targets): 2 s, whatever the owners do. An owner that trickles a
    /// byte of INCR every second makes progress at each chunk, so a per-chunk timeout alone would let it hold the
    /// application for as long as it likes; this deadline is shared by every read until the run loop turns.
    package static var pasteDuration: TimeInterval = 2
    /// The most items a format-32 list may hold: TARGETS from an owner, the atoms of a MULTIPLE request (two per
    /// pair). Real owners offer a few dozen targets and real requestors ask for a handful at once; a list longer
    /// than this is refused whole.
    static let listedItems = 1_024
    /// The most bytes one GetProperty reply may carry (1 MiB): a property is read in pieces of this size, and its
    /// size is checked against the limit before the next piece, so a 64 MB property costs one piece.
    static let readPiece = 1 << 20
    /// The most INCR transfers to other clients under way at once. Each holds its data until it ends or its
    /// requestor stalls for `X11SelectionSettings.sendTimeout`; a burst of requests for a large item gets property
    /// None past this.
    static let concurrentSends = 16
    /// Misbehaviour of the same kind (a burst of requests from windows that do not exist) is logged once per this
    /// many seconds, with a count of the lines left out.
    static let logInterval: TimeInterval = 10
}
