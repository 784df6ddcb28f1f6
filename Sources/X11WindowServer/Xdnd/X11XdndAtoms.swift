internal import CX11

/// The atoms of the XDND protocol (version 5, freedesktop.org).
@MainActor struct X11XdndAtoms {
    static let version: UInt = 5

    let aware: Atom
    let enter: Atom
    let position: Atom
    let status: Atom
    let leave: Atom
    let drop: Atom
    let finished: Atom
    let selection: Atom
    let typeList: Atom
    let actionCopy: Atom
    let actionMove: Atom
    let proxy: Atom

    init(_ connection: X11Connection) {
        aware = connection.atom("XdndAware")
        enter = connection.atom("XdndEnter")
        position = connection.atom("XdndPosition")
        status = connection.atom("XdndStatus")
        leave = connection.atom("XdndLeave")
        drop = connection.atom("XdndDrop")
        finished = connection.atom("XdndFinished")
        selection = connection.atom("XdndSelection")
        typeList = connection.atom("XdndTypeList")
        actionCopy = connection.atom("XdndActionCopy")
        actionMove = connection.atom("XdndActionMove")
        proxy = connection.atom("XdndProxy")
    }

    /// The messages a drop target receives.
    var targetMessages: Set<Atom> { [enter, position, leave, drop] }
    /// The messages a drag source receives.
    var sourceMessages: Set<Atom> { [status, finished] }
}
