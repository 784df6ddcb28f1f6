/// A view that can open while a drag hovers over it (a button, a bar item).
@preconcurrency @MainActor public protocol UISpringLoadedInteractionSupporting {
    var isSpringLoaded: Bool { get set }
}
