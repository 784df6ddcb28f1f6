/// UIKit's stack of current graphics contexts. Views push their context around `draw(_:)`, image renderers around
/// their drawing block. Drawing in UIKit happens on the main thread, so the stack is main-actor state.
@MainActor private var contextStack: [CGContext] = []

@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

@preconcurrency @MainActor public func UIGraphicsPopContext() { _ = contextStack.popLast() }
