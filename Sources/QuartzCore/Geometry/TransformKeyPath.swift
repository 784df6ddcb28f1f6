/// The `transform.*` key paths Core Animation defines: `rotation.x|y|z` and `rotation` (= z) in radians,
/// `scale.x|y|z` and `scale` (the average), `translation.x|y|z` and `translation` (a CGSize of x and y).
///
/// Reading decomposes the transform; writing rebuilds it from its components (scale, then rotations about x, y
/// and z, then translation) with the one component replaced, keeping the perspective entries.
enum TransformKeyPath {
    struct Components {
        var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
        var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)
        var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    }

    static func decompose(_ t: CATransform3D) -> Components {
        let sx = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        let sy = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
        let sz = (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
        // The rotation part, rows normalised; angles of R = Rx * Ry * Rz for row vectors.
        let r13 = sx > 0 ? t.m13 / sx : 0
        let r23 = sy > 0 ? t.m23 / sy : 0, r33 = sz > 0 ? t.m33 / sz : 1
        let r11 = sx > 0 ? t.m11 / sx : 1, r12 = sx > 0 ? t.m12 / sx : 0
        let ry = asin(min(max(-r13, -1), 1))
        let rx = atan2(r23, r33)
        let rz = atan2(r12, r11)
        return Components(scale: (sx, sy, sz), rotation: (rx, ry, rz), translation: (t.m41, t.m42, t.m43))
    }

    static func compose(_ c: Components, keepingPerspectiveOf original: CATransform3D) -> CATransform3D {
        var t = CATransform3DMakeScale(c.scale.x, c.scale.y, c.scale.z)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(c.rotation.x, 1, 0, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(c.rotation.y, 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(c.rotation.z, 0, 0, 1))
        t.m41 = c.translation.x; t.m42 = c.translation.y; t.m43 = c.translation.z
        t.m14 = original.m14; t.m24 = original.m24; t.m34 = original.m34; t.m44 = original.m44
        return t
    }

    static func value(of t: CATransform3D, path: String) -> Any? {
        let c = decompose(t)
        switch path {
        case "rotation.x": return c.rotation.x
        case "rotation.y": return c.rotation.y
        case "rotation.z", "rotation": return c.rotation.z
        case "scale.x": return c.scale.x
        case "scale.y": return c.scale.y
        case "scale.z": return c.scale.z
        case "scale": return (c.scale.x + c.scale.y + c.scale.z) / 3
        case "translation.x": return c.translation.x
        case "translation.y": return c.translation.y
        case "translation.z": return c.translation.z
        case "translation": return CGSize(width: c.translation.x, height: c.translation.y)
        default: return nil
        }
    }

    static func setting(_ value: Any?, in t: CATransform3D, path: String) -> CATransform3D? {
        var c = decompose(t)
        if path == "translation" {
            guard let size = value as? CGSize else { return nil }
            c.translation.x = size.width; c.translation.y = size.height
            return compose(c, keepingPerspectiveOf: t)
        }
        guard let v = KeyValueCoercion.float(value), v.isFinite else { return nil }
        switch path {
        case "rotation.x": c.rotation.x = v
        case "rotation.y": c.rotation.y = v
        case "rotation.z", "rotation": c.rotation.z = v
        case "scale.x": c.scale.x = v
        case "scale.y": c.scale.y = v
        case "scale.z": c.scale.z = v
        case "scale": c.scale = (v, v, v)
        case "translation.x": c.translation.x = v
        case "translation.y": c.translation.y = v
        case "translation.z": c.translation.z = v
        default: return nil
        }
        return compose(c, keepingPerspectiveOf: t)
    }
}
