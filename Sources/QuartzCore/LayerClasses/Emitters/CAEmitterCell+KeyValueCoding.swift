/// Key-value coding for cells, the table of their keys (what `NSObject` would give a Core Animation cell), and the
/// `<name>.<key>` paths that reach sub-cells by name.
extension CAEmitterCell {
    public func value(forKey key: String) -> Any? {
        if let value = propertyValue(forKey: key) { return value }
        return customValues[key]
    }

    /// Sets a property (coercing numbers to its type) or stores the value under another key. A value of the wrong
    /// type, or not a finite number, is refused with a log line and changes nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        if propertyValue(forKey: key) != nil {
            CALog.error("CAEmitterCell setValue(_:forKey:) got \(String(describing: value)) of the wrong type for '\(key)'")
            return
        }
        customValues[key] = value
    }

    /// `emitterCells.spark.birthRate` reaches the sub-cell named "spark"; struct fields (`contentsRect.origin.x`)
    /// are reached as on layers.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = value(forKey: head)
        if let cells = base as? [CAEmitterCell] { return CAEmitterCell.value(forPath: rest, in: cells) }
        return StructKeyPath.value(of: base, path: rest)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = self.value(forKey: head)
        if let cells = base as? [CAEmitterCell] {
            CAEmitterCell.setValue(value, forPath: rest, in: cells)
            return
        }
        guard let updated = StructKeyPath.setting(value, in: base, path: rest) else {
            CALog.error("CAEmitterCell setValue(_:forKeyPath:) cannot set '\(keyPath)' to \(String(describing: value))")
            return
        }
        setValue(updated, forKey: head)
    }

    /// `<name>.<key path>` in `cells`: the first cell with that name.
    static func value(forPath path: String, in cells: [CAEmitterCell]) -> Any? {
        guard let (cell, rest) = cell(at: path, in: cells) else { return nil }
        return rest.isEmpty ? cell : cell.value(forKeyPath: rest)
    }

    /// Sets `<name>.<key path>` in `cells`; logs when no cell has the name. Returns whether a cell took it.
    @discardableResult
    static func setValue(_ value: Any?, forPath path: String, in cells: [CAEmitterCell]) -> Bool {
        guard let (cell, rest) = cell(at: path, in: cells), !rest.isEmpty else {
            CALog.error("setValue(_:forKeyPath:) found no emitter cell for '\(path)'")
            return false
        }
        cell.setValue(value, forKeyPath: rest)
        return true
    }

    private static func cell(at path: String, in cells: [CAEmitterCell]) -> (CAEmitterCell, String)? {
        let name: String, rest: String
        if let dot = path.firstIndex(of: ".") {
            name = String(path[..<dot]); rest = String(path[path.index(after: dot)...])
        } else {
            name = path; rest = ""
        }
        guard let cell = cells.first(where: { $0.name == name }) else { return nil }
        return (cell, rest)
    }

    // MARK: The table of keys

    func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "name": .some(name)
        case "enabled", "isEnabled": .some(isEnabled)
        case "birthRate": .some(birthRate)
        case "lifetime": .some(lifetime)
        case "lifetimeRange": .some(lifetimeRange)
        case "emissionLatitude": .some(emissionLatitude)
        case "emissionLongitude": .some(emissionLongitude)
        case "emissionRange": .some(emissionRange)
        case "velocity": .some(velocity)
        case "velocityRange": .some(velocityRange)
        case "xAcceleration": .some(xAcceleration)
        case "yAcceleration": .some(yAcceleration)
        case "zAcceleration": .some(zAcceleration)
        case "scale": .some(scale)
        case "scaleRange": .some(scaleRange)
        case "scaleSpeed": .some(scaleSpeed)
        case "spin": .some(spin)
        case "spinRange": .some(spinRange)
        case "color": .some(color)
        case "redRange": .some(redRange)
        case "greenRange": .some(greenRange)
        case "blueRange": .some(blueRange)
        case "alphaRange": .some(alphaRange)
        case "redSpeed": .some(redSpeed)
        case "greenSpeed": .some(greenSpeed)
        case "blueSpeed": .some(blueSpeed)
        case "alphaSpeed": .some(alphaSpeed)
        case "contents": .some(contents)
        case "contentsRect": .some(contentsRect)
        case "contentsScale": .some(contentsScale)
        case "minificationFilter": .some(minificationFilter)
        case "magnificationFilter": .some(magnificationFilter)
        case "minificationFilterBias": .some(minificationFilterBias)
        case "emitterCells": .some(emitterCells)
        case "style": .some(style)
        case "beginTime": .some(beginTime)
        case "duration": .some(duration)
        case "speed": .some(speed)
        case "timeOffset": .some(timeOffset)
        case "repeatCount": .some(repeatCount)
        case "repeatDuration": .some(repeatDuration)
        case "autoreverses": .some(autoreverses)
        case "fillMode": .some(fillMode.rawValue)
        default: nil
        }
    }

    /// False when `key` is not a property or `value` does not fit it.
    private func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        typealias C = KeyValueCoercion
        let number = C.float(value).flatMap { $0.isFinite ? $0 : nil }
        func float(_ apply: (Float) -> Void) -> Bool {
            guard let number else { return false }
            apply(Float(number)); return true
        }
        func cgFloat(_ apply: (CGFloat) -> Void) -> Bool {
            guard let number else { return false }
            apply(number); return true
        }
        func double(_ apply: (Double) -> Void) -> Bool {
            guard let number else { return false }
            apply(Double(number)); return true
        }
        switch key {
        case "name":
            guard value == nil || C.string(value) != nil else { return false }
            name = C.string(value)
        case "enabled", "isEnabled":
            guard let flag = C.bool(value) else { return false }
            isEnabled = flag
        case "birthRate": return float { birthRate = $0 }
        case "lifetime": return float { lifetime = $0 }
        case "lifetimeRange": return float { lifetimeRange = $0 }
        case "emissionLatitude": return cgFloat { emissionLatitude = $0 }
        case "emissionLongitude": return cgFloat { emissionLongitude = $0 }
        case "emissionRange": return cgFloat { emissionRange = $0 }
        case "velocity": return cgFloat { velocity = $0 }
        case "velocityRange": return cgFloat { velocityRange = $0 }
        case "xAcceleration": return cgFloat { xAcceleration = $0 }
        case "yAcceleration": return cgFloat { yAcceleration = $0 }
        case "zAcceleration": return cgFloat { zAcceleration = $0 }
        case "scale": return cgFloat { scale = $0 }
        case "scaleRange": return cgFloat { scaleRange = $0 }
        case "scaleSpeed": return cgFloat { scaleSpeed = $0 }
        case "spin": return cgFloat { spin = $0 }
        case "spinRange": return cgFloat { spinRange = $0 }
        case "color":
            guard value == nil || C.color(value) != nil else { return false }
            color = C.color(value)
        case "redRange": return float { redRange = $0 }
        case "greenRange": return float { greenRange = $0 }
        case "blueRange": return float { blueRange = $0 }
        case "alphaRange": return float { alphaRange = $0 }
        case "redSpeed": return float { redSpeed = $0 }
        case "greenSpeed": return float { greenSpeed = $0 }
        case "blueSpeed": return float { blueSpeed = $0 }
        case "alphaSpeed": return float { alphaSpeed = $0 }
        case "contents": contents = value
        case "contentsRect":
            guard let rect = value as? CGRect, rect.isValidGeometry else { return false }
            contentsRect = rect
        case "contentsScale": return cgFloat { if $0 > 0 { contentsScale = $0 } }
        case "minificationFilter":
            guard let filter = C.string(value) else { return false }
            minificationFilter = filter
        case "magnificationFilter":
            guard let filter = C.string(value) else { return false }
            magnificationFilter = filter
        case "minificationFilterBias": return float { minificationFilterBias = $0 }
        case "emitterCells":
            guard value == nil || value is [CAEmitterCell] else { return false }
            emitterCells = value as? [CAEmitterCell]
        case "style": style = value as? [AnyHashable: Any]
        case "beginTime": return double { beginTime = $0 }
        case "duration": return double { duration = $0 }
        case "speed": return float { speed = $0 }
        case "timeOffset": return double { timeOffset = $0 }
        case "repeatCount": return float { repeatCount = $0 }
        case "repeatDuration": return double { repeatDuration = $0 }
        case "autoreverses":
            guard let flag = C.bool(value) else { return false }
            autoreverses = flag
        case "fillMode":
            guard let mode = C.string(value) else { return false }
            fillMode = CAMediaTimingFillMode(rawValue: mode)
        default: return false
        }
        return true
    }
}
