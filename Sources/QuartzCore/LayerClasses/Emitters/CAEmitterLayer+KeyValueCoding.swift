/// The emitter's keys, and `emitterCells.<name>.<key>` paths into its cells (see CALayer+KeyValueCoding.swift).
extension CAEmitterLayer {
    func emitterValue(forLayerKey key: String) -> Any?? {
        switch key {
        case "emitterCells": .some(emitterCells)
        case "birthRate": .some(birthRate)
        case "lifetime": .some(lifetime)
        case "emitterPosition": .some(emitterPosition)
        case "emitterZPosition": .some(emitterZPosition)
        case "emitterSize": .some(emitterSize)
        case "emitterDepth": .some(emitterDepth)
        case "emitterShape": .some(emitterShape.rawValue)
        case "emitterMode": .some(emitterMode.rawValue)
        case "renderMode": .some(renderMode.rawValue)
        case "preservesDepth": .some(preservesDepth)
        case "velocity": .some(velocity)
        case "scale": .some(scale)
        case "spin": .some(spin)
        case "seed": .some(seed)
        default: nil
        }
    }

    func setEmitterValue(_ value: Any?, forLayerKey key: String) -> Bool {
        typealias C = KeyValueCoercion
        let number = C.float(value).flatMap { $0.isFinite ? $0 : nil }
        switch key {
        case "emitterCells":
            guard value == nil || value is [CAEmitterCell] else { return false }
            emitterCells = value as? [CAEmitterCell]
        case "birthRate": birthRate = number.map(Float.init) ?? birthRate
        case "lifetime": lifetime = number.map(Float.init) ?? lifetime
        case "emitterPosition": emitterPosition = value as? CGPoint ?? emitterPosition
        case "emitterZPosition": emitterZPosition = number ?? emitterZPosition
        case "emitterSize": emitterSize = value as? CGSize ?? emitterSize
        case "emitterDepth": emitterDepth = number ?? emitterDepth
        case "emitterShape": emitterShape = C.string(value).map(CAEmitterLayerEmitterShape.init) ?? emitterShape
        case "emitterMode": emitterMode = C.string(value).map(CAEmitterLayerEmitterMode.init) ?? emitterMode
        case "renderMode": renderMode = C.string(value).map(CAEmitterLayerRenderMode.init) ?? renderMode
        case "preservesDepth": preservesDepth = C.bool(value) ?? preservesDepth
        case "velocity": velocity = number.map(Float.init) ?? velocity
        case "scale": scale = number.map(Float.init) ?? scale
        case "spin": spin = number.map(Float.init) ?? spin
        case "seed": seed = (value as? UInt32) ?? number.map { UInt32(truncatingIfNeeded: Int64($0)) } ?? seed
        default: return false
        }
        return true
    }

    /// `emitterCells.<name>.<key path>`: sets the named cell's value and wakes the emitter.
    func setCellValue(_ value: Any?, forPath path: String) {
        CAEmitterCell.setValue(value, forPath: path, in: emitterCells ?? [])
        changed()
    }
}
