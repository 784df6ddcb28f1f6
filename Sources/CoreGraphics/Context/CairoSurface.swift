internal import CCairo

/// Owns a Cairo surface so that graphics states can share it and the last one to go destroys it.
final class CairoSurface {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cairo_surface_destroy(pointer) }
}
