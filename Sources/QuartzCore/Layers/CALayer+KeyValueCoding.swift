/// Key-value coding without an Objective-C runtime: a table of the layer's own keys, the struct-field and
/// `transform.*` key paths Core Animation defines, and a dictionary for any other key.
extension CALayer {
    public func value(forKey key: String) -> Any? {
        if let value = value(forLayerKey: key) { return value }
        return customValues[key]
    }

    /// Sets a property (coercing numbers to its type) or stores the value under an arbitrary key. A value of the
    /// wrong type for a property is refused with a log line and changes nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        if setValue(value, forLayerKey: key) { return }
        if self.value(forLayerKey: key) != nil {
            CALog.error("setValue(_:forKey:) got \(String(describing: value)) of the wrong type for '\(key)'")
            return
        }
        customValues[key] = value
        changed()
        if !isPresentationCopy, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// Dotted paths: `bounds.size.width`, `position.x`, `transform.rotation.z`, `sublayerTransform.scale`.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = value(forKey: head)
        if let transform = base as? CATransform3D { return TransformKeyPath.value(of: transform, path: rest) }
        if let cells = base as? [CAEmitterCell] { return CAEmitterCell.value(forPath: rest, in: cells) }
        return StructKeyPath.value(of: base, path: rest)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = self.value(forKey: head)
        if let emitter = self as? CAEmitterLayer, base is [CAEmitterCell] {
            return emitter.setCellValue(value, forPath: rest)
        }
        let updated: Any?
        if let transform = base as? CATransform3D {
            updated = TransformKeyPath.setting(value, in: transform, path: rest)
        } else {
            updated = StructKeyPath.setting(value, in: base, path: rest)
        }
        guard let updated else {
            CALog.error("setValue(_:forKeyPath:) cannot set '\(keyPath)' to \(String(describing: value))")
            return
        }
        setValue(updated, forKey: head)
    }

    /// The value a property has on a new layer; nil for keys that are not properties.
    public class func defaultValue(forKey key: String) -> Any? {
        self.init().value(forLayerKey: key) ?? nil
    }

    /// The affine part of `transform`.
    public func affineTransform() -> CGAffineTransform { transform.affine }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: The table of CALayer's own keys

    func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "bounds": .some(bounds)
        case "position": .some(position)
        case "frame": .some(frame)
        case "anchorPoint": .some(anchorPoint)
        case "anchorPointZ": .some(anchorPointZ)
        case "zPosition": .some(zPosition)
        case "transform": .some(transform)
        case "sublayerTransform": .some(sublayerTransform)
        case "opacity": .some(opacity)
        case "hidden", "isHidden": .some(isHidden)
        case "masksToBounds": .some(masksToBounds)
        case "mask": .some(mask)
        case "opaque", "isOpaque": .some(isOpaque)
        case "doubleSided", "isDoubleSided": .some(isDoubleSided)
        case "geometryFlipped", "isGeometryFlipped": .some(isGeometryFlipped)
        case "backgroundColor": .some(backgroundColor)
        case "borderWidth": .some(borderWidth)
        case "borderColor": .some(borderColor)
        case "cornerRadius": .some(cornerRadius)
        case "maskedCorners": .some(maskedCorners)
        case "shadowColor": .some(shadowColor)
        case "shadowOpacity": .some(shadowOpacity)
        case "shadowOffset": .some(shadowOffset)
        case "shadowRadius": .some(shadowRadius)
        case "shadowPath": .some(shadowPath)
        case "contents": .some(contents)
        case "contentsGravity": .some(contentsGravity.rawValue)
        case "contentsRect": .some(contentsRect)
        case "contentsCenter": .some(contentsCenter)
        case "contentsScale": .some(contentsScale)
        case "minificationFilter": .some(minificationFilter.rawValue)
        case "minificationFilterBias": .some(minificationFilterBias)
        case "magnificationFilter": .some(magnificationFilter.rawValue)
        case "needsDisplayOnBoundsChange": .some(needsDisplayOnBoundsChange)
        case "shouldRasterize": .some(shouldRasterize)
        case "rasterizationScale": .some(rasterizationScale)
        case "allowsGroupOpacity": .some(allowsGroupOpacity)
        case "name": .some(name)
        case "sublayers": .some(sublayers)
        default: nil
        }
    }

    func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        typealias C = KeyValueCoercion
        func set<T>(_ typed: T?, _ apply: (T) -> Void) -> Bool {
            guard let typed else { return false }
            apply(typed)
            return true
        }
        switch key {
        case "bounds": return set(value as? CGRect) { bounds = $0 }
        case "position": return set(value as? CGPoint) { position = $0 }
        case "frame": return set(value as? CGRect) { frame = $0 }
        case "anchorPoint": return set(value as? CGPoint) { anchorPoint = $0 }
        case "anchorPointZ": return set(C.float(value)) { anchorPointZ = $0 }
        case "zPosition": return set(C.float(value)) { zPosition = $0 }
        case "transform": return set(value as? CATransform3D) { transform = $0 }
        case "sublayerTransform": return set(value as? CATransform3D) { sublayerTransform = $0 }
        case "opacity": return set(C.float(value)) { opacity = Float($0) }
        case "hidden", "isHidden": return set(C.bool(value)) { isHidden = $0 }
        case "masksToBounds": return set(C.bool(value)) { masksToBounds = $0 }
        case "mask":
            if value == nil { mask = nil; return true }
            return set(value as? CALayer) { mask = $0 }
        case "opaque", "isOpaque": return set(C.bool(value)) { isOpaque = $0 }
        case "doubleSided", "isDoubleSided": return set(C.bool(value)) { isDoubleSided = $0 }
        case "geometryFlipped", "isGeometryFlipped": return set(C.bool(value)) { isGeometryFlipped = $0 }
        case "backgroundColor": backgroundColor = C.color(value); return value == nil || backgroundColor != nil
        case "borderWidth": return set(C.float(value)) { borderWidth = $0 }
        case "borderColor": borderColor = C.color(value); return value == nil || borderColor != nil
        case "cornerRadius": return set(C.float(value)) { cornerRadius = $0 }
        case "maskedCorners": return set(value as? CACornerMask) { maskedCorners = $0 }
        case "shadowColor": shadowColor = C.color(value); return value == nil || shadowColor != nil
        case "shadowOpacity": return set(C.float(value)) { shadowOpacity = Float($0) }
        case "shadowOffset": return set(value as? CGSize) { shadowOffset = $0 }
        case "shadowRadius": return set(C.float(value)) { shadowRadius = $0 }
        case "shadowPath":
            if value == nil { shadowPath = nil; return true }
            return set(C.path(value)) { shadowPath = $0 }
        case "contents": contents = value; return true
        case "contentsGravity": return set(C.string(value)) { contentsGravity = CALayerContentsGravity(rawValue: $0) }
        case "contentsRect": return set(value as? CGRect) { contentsRect = $0 }
        case "contentsCenter": return set(value as? CGRect) { contentsCenter = $0 }
        case "contentsScale": return set(C.float(value)) { contentsScale = $0 }
        case "minificationFilter": return set(C.string(value)) { minificationFilter = CALayerContentsFilter(rawValue: $0) }
        case "magnificationFilter": return set(C.string(value)) { magnificationFilter = CALayerContentsFilter(rawValue: $0) }
        case "minificationFilterBias": return set(C.float(value)) { minificationFilterBias = Float($0) }
        case "needsDisplayOnBoundsChange": return set(C.bool(value)) { needsDisplayOnBoundsChange = $0 }
        case "shouldRasterize": return set(C.bool(value)) { shouldRasterize = $0 }
        case "rasterizationScale": return set(C.float(value)) { rasterizationScale = $0 }
        case "allowsGroupOpacity": return set(C.bool(value)) { allowsGroupOpacity = $0 }
        case "name": name = C.string(value); return value == nil || name != nil
        case "sublayers":
            if value == nil { sublayers = nil; return true }
            return set(value as? [CALayer]) { sublayers = $0 }
        default: return false
        }
    }
}
