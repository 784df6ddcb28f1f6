import Synchronization

/// An unknown of a layout system, such as a view's left edge or width.
///
/// A variable is identified by the object itself: two variables with the same name are different unknowns. The
/// solver writes `value` when it publishes a solution (`Solver.updateVariables()`); until then it reads 0.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for debugging output and conflict reports; it plays no part in solving.
    public let name: String

    /// The value's bits, atomic so that a variable can be shared across isolation domains; the solver stores with
    /// relaxed ordering, which costs a plain store. Usable from inlinable code so that reading a value in a client's
    /// loop compiles to a load rather than a call.
    @usableFromInline let bits = Atomic<UInt64>(0)

    /// Creates a variable; `name` shows in descriptions only.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The value of the last solution the solver published.
    @inlinable public internal(set) var value: Double {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    public var description: String { name.isEmpty ? "Variable(\(value))" : name }
}
