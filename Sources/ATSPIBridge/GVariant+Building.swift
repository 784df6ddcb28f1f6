internal import CGio

/// GVariant values built without `g_variant_new`'s varargs, which Swift cannot call. Each result is floating: the
/// GDBus call it is handed to takes it.
enum GV {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func int32(_ value: Int) -> OpaquePointer { g_variant_new_int32(gint32(clamping: value)) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func bool(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    static func variant(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }
    static func objectPath(_ value: String) -> OpaquePointer { g_variant_new_object_path(value) }

    static func tuple(_ children: [OpaquePointer]) -> OpaquePointer {
        var children: [OpaquePointer?] = children
        return g_variant_new_tuple(&children, gsize(children.count))
    }

    /// An array of `elementType` ("(so)", "s", "{ss}"...); the type is spelled out so that an empty array has one.
    static func array(_ elementType: String, _ children: [OpaquePointer]) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        var children: [OpaquePointer?] = children
        return g_variant_new_array(type, &children, gsize(children.count))
    }

    static func stringDictionary(_ pairs: [(String, String)]) -> OpaquePointer {
        array("{ss}", pairs.map { g_variant_new_dict_entry(string($0.0), string($0.1)) })
    }

    /// The i-th child of a parameter tuple, read as the type the introspection data promised.
    static func int32(_ tuple: OpaquePointer, _ index: Int) -> Int {
        let child = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(child) }
        return Int(g_variant_get_int32(child))
    }

    static func uint32(_ tuple: OpaquePointer, _ index: Int) -> UInt32 {
        let child = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(child) }
        return g_variant_get_uint32(child)
    }

    static func string(_ tuple: OpaquePointer, _ index: Int) -> String {
        let child = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    static func double(of value: OpaquePointer) -> Double? {
        guard String(cString: g_variant_get_type_string(value)) == "d" else { return nil }
        return g_variant_get_double(value)
    }
}
