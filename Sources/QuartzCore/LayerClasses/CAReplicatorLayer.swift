/// A layer that draws its sublayers `instanceCount` times, each copy transformed (about the replicator's anchor point,
/// as a sublayer transform) by `instanceTransform` once more than the one before, and coloured: copy i multiplies
/// what it draws by `instanceColor` plus i times the colour offsets (`instanceRedOffset` ... `instanceAlphaOffset`),
/// each component clamped to 0...1, as Core Animation does.
///
/// The copies are made in the render tree: instance i is a node holding the sublayers' nodes under the transform
/// `instanceTransform` applied i times, with its colour as the node's tint and its alpha as the node's opacity, so
/// every renderer and compositor shows them without knowing this class.
@preconcurrency @MainActor open class CAReplicatorLayer: CALayer {
    public var instanceCount = 1 { didSet { if instanceCount < 0 { instanceCount = 0 }; changed() } }
    public var instanceTransform = CATransform3DIdentity {
        didSet { if !instanceTransform.isFinite { instanceTransform = oldValue } else { changed() } }
    }
    /// For animations: each instance's animations start this much later than the previous instance's.
    public var instanceDelay: CFTimeInterval = 0
    public var instanceColor: CGColor? = .white { didSet { changed() } }
    public var instanceRedOffset: Float = 0 { didSet { changed() } }
    public var instanceGreenOffset: Float = 0 { didSet { changed() } }
    public var instanceBlueOffset: Float = 0 { didSet { changed() } }
    public var instanceAlphaOffset: Float = 0 { didSet { changed() } }
    public var preservesDepth = false { didSet { changed() } }

    /// Stable identities for the instance nodes, so compositors can cache them across commits.
    private var instanceIDs: [UInt64] = []

    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount; instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay; instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset; instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset; instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    override func renderSublayers(_ nodes: [RenderLayer]) -> [RenderLayer] {
        guard !nodes.isEmpty else { return [] }
        while instanceIDs.count < instanceCount { instanceIDs.append(CALayer.makeLayerID()) }
        let base = instanceColor?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        var matrix = CATransform3DIdentity
        var instances: [RenderLayer] = []
        for index in 0..<instanceCount {
            func component(_ base: Double, _ offset: Float) -> Double {
                min(max(base + Double(index) * Double(offset), 0), 1)
            }
            let alpha = Float(component(base.alpha, instanceAlphaOffset))
            let red = component(base.red, instanceRedOffset), green = component(base.green, instanceGreenOffset)
            let blue = component(base.blue, instanceBlueOffset)
            let tint = red == 1 && green == 1 && blue == 1 ? nil : CGColor(red: red, green: green, blue: blue, alpha: 1)
            // Like a sublayer transform, the instance transform turns about the replicator's anchor point.
            let geometry = LayerGeometry(bounds: .zero, position: .zero, anchorPoint: .zero,
                                         transform: sublayerMatrix(matrix, anchor: self.geometry.anchorInBounds))
            instances.append(RenderLayer(
                layerID: instanceIDs[index], version: renderVersion, geometry: geometry,
                sublayerTransform: CATransform3DIdentity, opacity: alpha, isHidden: false, masksToBounds: false,
                backgroundColor: nil, borderWidth: 0, borderColor: nil, cornerRadius: 0, maskedCorners: .all,
                shadow: nil, contents: nil, contentsGravity: .resize, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                contentsCenter: CGRect(x: 0, y: 0, width: 1, height: 1), contentsScale: 1,
                magnificationFilter: .linear, minificationFilter: .linear, isDoubleSided: true,
                flattensSublayers: preservesDepth, mask: nil, sublayers: nodes, tint: tint))
            matrix = CATransform3DConcat(matrix, instanceTransform)
        }
        return instances
    }

    override func value(forLayerKey key: String) -> Any?? {
        switch key {
        case "instanceCount": .some(instanceCount)
        case "instanceTransform": .some(instanceTransform)
        case "instanceDelay": .some(instanceDelay)
        case "instanceColor": .some(instanceColor)
        case "instanceRedOffset": .some(instanceRedOffset)
        case "instanceGreenOffset": .some(instanceGreenOffset)
        case "instanceBlueOffset": .some(instanceBlueOffset)
        case "instanceAlphaOffset": .some(instanceAlphaOffset)
        case "preservesDepth": .some(preservesDepth)
        default: super.value(forLayerKey: key)
        }
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        switch key {
        case "instanceCount": instanceCount = (value as? Int) ?? KeyValueCoercion.float(value).map { Int($0) } ?? instanceCount
        case "instanceTransform": instanceTransform = value as? CATransform3D ?? instanceTransform
        case "instanceDelay": instanceDelay = KeyValueCoercion.float(value).map(Double.init) ?? instanceDelay
        case "instanceColor": instanceColor = KeyValueCoercion.color(value)
        case "instanceRedOffset": instanceRedOffset = KeyValueCoercion.float(value).map(Float.init) ?? instanceRedOffset
        case "instanceGreenOffset": instanceGreenOffset = KeyValueCoercion.float(value).map(Float.init) ?? instanceGreenOffset
        case "instanceBlueOffset": instanceBlueOffset = KeyValueCoercion.float(value).map(Float.init) ?? instanceBlueOffset
        case "instanceAlphaOffset": instanceAlphaOffset = KeyValueCoercion.float(value).map(Float.init) ?? instanceAlphaOffset
        case "preservesDepth": preservesDepth = value as? Bool ?? preservesDepth
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }
}
