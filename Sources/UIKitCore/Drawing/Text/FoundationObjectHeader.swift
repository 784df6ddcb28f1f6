/// What Foundation on Linux reads as Core Foundation's object header in an `NSObject` subclass of ours.
///
/// swift-corelibs-foundation lays CF's object header (isa, reference count, type info) over Swift objects, so the
/// first word of an `NSObject` subclass's own stored properties is read as CF's type info whenever CF handles the
/// object, as it does comparing attribute values (`CFEqual`) each time an attributed string sets a run beside
/// another. A type ID of 0 there (a zero `CGFloat`, an enum's raw value, a nil optional) stops the process with an
/// illegal instruction (`__HALT` under `CFBasicHashesAreEqual`); so does a stored pointer or string whose bits
/// happen to read as 0. Classes that serve as attribute values declare one of these as their first stored property:
/// CF then reads the generic type ID, dispatches to Swift and calls their `isEqual(_:)`.
struct FoundationObjectHeader {
    /// Type ID 1 (`CFType`) in bits 8 to 17, and the flag CF sets on every object it makes (as Foundation's own
    /// bridged classes start their stored properties).
    let info: UInt64 = 0x180
}
