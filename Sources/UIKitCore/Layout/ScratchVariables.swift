/// The variables of a scratch engine, by item.
@MainActor final class ScratchVariables {
    var items: [ObjectIdentifier: LayoutItemVariables] = [:]
}
