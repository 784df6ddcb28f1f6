import Foundation

/// UIKit's stack of current graphics contexts. Views push their context around `draw(_:)`, image renderers around
/// their drawing block. There is one stack per thread: drawing happens on the main thread, except the tiles of a
/// tiled view, which are drawn on background threads (as on iOS), each with its own current context.
private final class ContextStack {
    var contexts: [CGContext] = []

    nonisolated(unsafe) private static let main = ContextStack()
    private static let key = "UIKit.UIGraphicsContextStack"

    static var current: ContextStack {
        if Thread.isMainThread { return main }
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        dictionary[key] = stack
        return stack
    }
}

@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.contexts.last }

@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) {
    ContextStack.current.contexts.append(context)
}

@preconcurrency @MainActor public func UIGraphicsPopContext() { _ = ContextStack.current.contexts.popLast() }
