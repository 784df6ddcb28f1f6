/// One load of a nib (R-NIB-4): make the objects (placeholders stand for the owner and external objects), apply
/// their attributes and subviews, connect outlets and actions, then `awakeFromNib` the objects it made.
@MainActor struct NibInstantiation {
    let document: NibDocument
    private var objectsByID: [String: AnyObject] = [:]
    private var made: [AnyObject] = []
    private var connections: [(source: AnyObject, element: NibElement)] = []
    /// Objects held under a key by their parent element, innermost first.
    private var keyedObjects: [(owner: AnyObject, key: String, value: AnyObject, element: NibElement)] = []
    private var windowsVisibleAtLaunch: [UIWindow] = []
    /// Views made by this load with the `<constraints>` element each holds, made once every object exists.
    private var constraintLists: [(owner: UIView, element: NibElement)] = []
    /// View controller elements declaring pre-safe-area top and bottom layout guides.
    private var controllersWithGuides: [NibElement] = []
    /// Existing objects standing for `<customObject customClass=...>` of that class (the application delegate
    /// `UIApplicationMain` was given stands for the main nib's delegate object).
    private let existingObjects: [String: AnyObject]
    /// Objects already made for an element id: a storyboard scene's view controller, made when the storyboard
    /// instantiated it, whose view and connections this load adds (its `loadView`).
    private let preboundObjects: [String: AnyObject]
    /// What a `<segue>` connection does (storyboards); `nil` for xibs, where segues do not exist.
    private let connectSegue: (@MainActor (_ source: AnyObject, _ segue: NibElement) -> Void)?

    init(document: NibDocument, existingObjects: [String: AnyObject] = [:], preboundObjects: [String: AnyObject] = [:],
         connectSegue: (@MainActor (AnyObject, NibElement) -> Void)? = nil) {
        self.document = document
        self.existingObjects = existingObjects
        self.preboundObjects = preboundObjects
        self.connectSegue = connectSegue
    }

    /// Loads `elements` (a xib's `<objects>` children, or a storyboard scene's) and returns the top-level objects.
    mutating func run(_ elements: [NibElement], owner: AnyObject?, externalObjects: [String: Any]) -> [Any] {
        // Prebound objects may be named before their element is met (a storyboard controller's outlet to a bar
        // button item of its navigation item, made with the controller).
        objectsByID.merge(preboundObjects) { current, _ in current }
        var topLevel: [Any] = []
        for element in elements {
            if element.name == "placeholder" {
                guard let id = element["id"] else { continue }
                let identifier = element["placeholderIdentifier"] ?? ""
                switch identifier {
                case "IBFilesOwner": if let owner { objectsByID[id] = owner }
                case "IBFirstResponder": break // nil target: the responder chain
                default:
                    if let external = externalObjects[identifier] as AnyObject? { objectsByID[id] = external }
                    else { document.warn(element, "no external object \"\(identifier)\" in UINib.OptionsKey.externalObjects") }
                }
                if let connectionsElement = element.child("connections"), let object = objectsByID[id] {
                    connections.append((object, connectionsElement))
                }
            } else if let object = make(element) {
                topLevel.append(object)
            }
        }
        addConstraints()
        for (source, element) in connections { connect(source, element) }
        setKeyedObjects()
        for object in made {
            if let responder = object as? UIResponder { responder.awakeFromNib() } else { (object as? UINibAwaking)?.awakeFromNib() }
        }
        // Step 5: windows marked "Visible at Launch" are shown, the last one key.
        for window in windowsVisibleAtLaunch { window.makeKeyAndVisible() }
        return topLevel
    }

    /// Where a made object goes once its own subviews and keyed objects are made.
    private enum Placement {
        case topLevel
        case subview(of: UIView)
        case keyed(owner: AnyObject, key: String)
    }

    /// An object being made, with the child elements still to make for it (subviews first, then keyed objects).
    private struct Pending {
        let element: NibElement
        let object: AnyObject
        let placement: Placement
        /// Made by this load, rather than an existing or prebound object standing for the element.
        var isNew = false
        var children: [(element: NibElement, placement: Placement)]
        var next = 0
    }

    /// Makes an object and its subviews; `nil` only for elements that are not objects. Subviews nest as deeply as
    /// views do (10,000 levels are fine), so the tree is walked with an explicit stack rather than by recursion;
    /// each object is placed (added to its superview, or kept for its key) once everything below it is made, as
    /// the recursive order would.
    private mutating func make(_ root: NibElement, placement: Placement = .topLevel) -> AnyObject? {
        guard let first = begin(root, placement: placement) else { return nil }
        var stack = [first]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next < stack[top].children.count {
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                if let pending = begin(child.element, placement: child.placement) { stack.append(pending) }
                continue
            }
            place(stack.removeLast())
        }
        return first.object
    }

    /// Makes (or finds) the object for `element` and lists the child elements still to make for it.
    private mutating func begin(_ element: NibElement, placement: Placement) -> Pending? {
        // Made with the constraints, once the controller's view exists.
        if element.child("layoutGuides")?.child("viewControllerLayoutGuide") != nil { controllersWithGuides.append(element) }
        let skipped: Set = ["connections", "rect", "autoresizingMask", "color", "fontDescription", "subviews",
                            "state", "nil", "constraints", "viewLayoutGuide", "userDefinedRuntimeAttributes",
                            "freeformSimulatedSizeMetrics", "point", "size", "accessibility", "edgeInsets", "exit",
                            "layoutGuides", "extendedEdge", "simulatedMetricsContainer"]
        guard !skipped.contains(element.name) else { return nil }
        // A controller's navigation item is the one it already has (UIViewController.navigationItem is read-only),
        // loaded with the controller (`loadControllerItem`); its view's load finds it among the prebound objects.
        if case .keyed(let owner as UIViewController, "navigationItem") = placement, element.name == "navigationItem" {
            if let id = element["id"], preboundObjects[id] != nil { return nil }
            let item = owner.navigationItem
            UINibStandardClasses.configureNavigationItem(item, UINibAttributes(element: element, document: document))
            if let id = element["id"] { objectsByID[id] = item }
            if let connectionsElement = element.child("connections") { connections.append((item, connectionsElement)) }
            return Pending(element: element, object: item, placement: .topLevel, children: keyedChildren(of: element, for: item))
        }
        // A controller's tab item is loaded with the controller (`loadControllerItem`), like its navigation item.
        if case .keyed(_ as UIViewController, "tabBarItem") = placement, let id = element["id"], preboundObjects[id] != nil {
            return nil
        }
        if let customClass = element["customClass"], let existing = existingObjects[customClass] {
            if let id = element["id"] { objectsByID[id] = existing }
            if let connectionsElement = element.child("connections") { connections.append((existing, connectionsElement)) }
            return Pending(element: element, object: existing, placement: placement, children: [])
        }
        if let id = element["id"], let prebound = preboundObjects[id] {
            objectsByID[id] = prebound
            if let connectionsElement = element.child("connections") { connections.append((prebound, connectionsElement)) }
            return Pending(element: element, object: prebound, placement: placement,
                           children: keyedChildren(of: element, for: prebound))
        }
        let object = Self.makeObject(element, document: document)
        made.append(object)
        if let id = element["id"] { objectsByID[id] = object }
        if let connectionsElement = element.child("connections") { connections.append((object, connectionsElement)) }
        var children: [(element: NibElement, placement: Placement)] = []
        if let table = object as? UITableView { registerPrototypes(of: element, in: table) }
        if let collection = object as? UICollectionView { registerPrototypes(of: element, in: collection) }
        if let cell = object as? UITableViewCell {
            children = cellContentChildren(of: element, in: cell)
        } else if let cell = object as? UICollectionViewCell {
            children = cellContentChildren(of: element, in: cell)
        } else if let view = object as? UIView {
            children = (element.child("subviews")?.children ?? []).map { ($0, .subview(of: view)) }
            if let constraints = element.child("constraints") { constraintLists.append((view, constraints)) }
            // Constraints name the safe area by this id.
            if let id = element.child("viewLayoutGuide", key: "safeArea")?["id"] { objectsByID[id] = view.safeAreaLayoutGuide }
        }
        return Pending(element: element, object: object, placement: placement, isNew: true,
                       children: children + keyedChildren(of: element, for: object))
    }

    /// Objects an element holds under a key (`<viewController><view key="view">`, `<window><viewController
    /// key="rootViewController">`) are made with it and set once every outlet and action is connected.
    private func keyedChildren(of element: NibElement, for object: AnyObject) -> [(element: NibElement, placement: Placement)] {
        element.children.compactMap { child in
            // A collection view cell's content view is its own (`cellContentChildren`).
            // A collection view's section header and footer are prototypes (`registerPrototypes`).
            guard let key = child["key"], child.name != "subviews", !(object is UICollectionViewCell && key == "contentView"),
                  !(object is UICollectionView && Self.supplementaryKinds.contains { $0.0 == key }),
                  UINibClassRegistry.entry(forElement: child.name) != nil || child["customClass"] != nil else { return nil }
            return (child, .keyed(owner: object, key: key))
        }
    }

    /// A storyboard controller's `<navigationItem key="navigationItem">`, loaded when the controller is made, as iOS
    /// decodes it with the controller (before its view loads, so what `prepare(for:sender:)` sets stays): the
    /// controller's own item gets the element's attributes and bar button items, whose actions target the
    /// controller (`preboundObjects` names it). Returns the objects made, by id, for the view's load to refer to.
    /// Its `<tabBarItem key="tabBarItem">` becomes its tab item the same way.
    mutating func loadControllerItem(_ element: NibElement, key: String, of controller: UIViewController) -> [String: AnyObject] {
        objectsByID.merge(preboundObjects) { current, _ in current }
        _ = make(element, placement: .keyed(owner: controller, key: key))
        for (source, element) in connections { connect(source, element) }
        setKeyedObjects()
        for object in made { (object as? UINibAwaking)?.awakeFromNib() }
        return objectsByID.filter { id, _ in preboundObjects[id] == nil }
    }

    /// A storyboard table's `<prototypes>`: each cell registered under its reuse identifier, made by a load of its
    /// element of its own for every new cell the table needs (outlets to its subviews and its segues connected).
    private func registerPrototypes(of element: NibElement, in table: UITableView) {
        for (identifier, make) in prototypes(element.child("prototypes")?.children("tableViewCell") ?? []) {
            table.registerPrototype(forCellReuseIdentifier: identifier) { make() as? UITableViewCell }
        }
    }

    /// A storyboard collection view's `<cells>`, registered as a table's prototypes are, and the flow layout's
    /// section header and footer (`<collectionReusableView key="sectionHeaderView|sectionFooterView">`), registered
    /// as supplementary views of their kind under their reuse identifiers.
    private func registerPrototypes(of element: NibElement, in collection: UICollectionView) {
        for (identifier, make) in prototypes(element.child("cells")?.children("collectionViewCell") ?? []) {
            collection.registerPrototype(forCellWithReuseIdentifier: identifier) { make() as? UICollectionViewCell }
        }
        for (key, kind) in Self.supplementaryKinds {
            for (identifier, make) in prototypes(element.children("collectionReusableView").filter { $0["key"] == key }) {
                collection.registerPrototype(forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) {
                    make() as? UICollectionReusableView
                }
            }
        }
    }

    /// The keys a collection view's supplementary prototypes sit under, and the kinds they are registered as.
    private static let supplementaryKinds = [
        ("sectionHeaderView", UICollectionView.elementKindSectionHeader),
        ("sectionFooterView", UICollectionView.elementKindSectionFooter),
    ]

    /// Each prototype cell element with a reuse identifier (one without is logged: it cannot be dequeued), and what
    /// makes a new cell from it: a load of the element of its own.
    private func prototypes(_ cells: [NibElement]) -> [(identifier: String, make: @MainActor () -> AnyObject?)] {
        cells.compactMap { cell in
            guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                document.warn(cell, "a prototype cell without a reuse identifier cannot be dequeued")
                return nil
            }
            let document = document, connectSegue = connectSegue
            return (identifier, {
                var load = NibInstantiation(document: document, connectSegue: connectSegue)
                return load.run([cell], owner: nil, externalObjects: [:]).first as AnyObject?
            })
        }
    }

    /// A collection view cell's `<collectionViewCellContentView key="contentView">` (`<view key="contentView">`
    /// before Xcode 11) stands for the cell's own content view, which gets its subviews.
    private mutating func cellContentChildren(of element: NibElement, in cell: UICollectionViewCell) -> [(element: NibElement, placement: Placement)] {
        guard let content = element.child("collectionViewCellContentView", key: "contentView")
            ?? element.child("view", key: "contentView") else { return [] }
        if let id = content["id"] { objectsByID[id] = cell.contentView }
        return (content.child("subviews")?.children ?? []).map { ($0, .subview(of: cell.contentView)) }
    }

    /// A cell's `<tableViewCellContentView key="contentView">` stands for the cell's own content view; the labels
    /// and image view a styled cell names (`textLabel="id"`) are its built-in ones, given the element's attributes
    /// (text, font, colour), and the other subviews go into the content view.
    private mutating func cellContentChildren(of element: NibElement, in cell: UITableViewCell) -> [(element: NibElement, placement: Placement)] {
        guard let content = element.child("tableViewCellContentView", key: "contentView") else { return [] }
        if let id = content["id"] { objectsByID[id] = cell.contentView }
        var builtIn: [String: AnyObject] = [:]
        if let id = element["textLabel"] { builtIn[id] = cell.builtInTextLabel }
        if let id = element["detailTextLabel"] { builtIn[id] = cell.builtInDetailTextLabel }
        if let id = element["imageView"] { builtIn[id] = cell.builtInImageView }
        var children: [(element: NibElement, placement: Placement)] = []
        for subview in content.child("subviews")?.children ?? [] {
            if let id = subview["id"], let view = builtIn[id] {
                objectsByID[id] = view
                UINibClassRegistry.entry(forElement: subview.name)?.configure(view, UINibAttributes(element: subview, document: document))
            } else {
                children.append((subview, .subview(of: cell.contentView)))
            }
        }
        return children
    }

    private mutating func place(_ pending: Pending) {
        switch pending.placement {
        case .topLevel: break
        case .subview(let superview): if let view = pending.object as? UIView { superview.addSubview(view) }
        case .keyed(let owner, let key): keyedObjects.append((owner, key, pending.object, pending.element))
        }
        if pending.isNew, let window = pending.object as? UIWindow, pending.element["visibleAtLaunch"] == "YES" {
            windowsVisibleAtLaunch.append(window)
        }
    }

    /// Makes the object an element describes and applies its attributes, then its user-defined runtime attributes:
    /// what `creator` makes, else the registered custom class, else the built-in element's class, else `fallback` (a
    /// plain view), with one warning naming what was not found.
    static func makeObject(_ element: NibElement, document: NibDocument, creator: ((NibCoder) -> AnyObject?)? = nil,
                           fallback: (NibCoder) -> AnyObject? = { UIView(coder: $0) }) -> AnyObject {
        let coder = NibCoder(element: element, path: document.path, bundle: document.bundle)
        let builtIn = UINibClassRegistry.entry(forElement: element.name)
        var entry = builtIn
        var custom: UINibClassRegistry.Entry?
        let created = creator?(coder)
        let fallbackName = String(describing: type(of: fallback(coder) ?? UIView()))
        if created != nil {
            custom = element["customClass"].flatMap(UINibClassRegistry.entry(forCustomClass:))
        } else if let customClass = element["customClass"] {
            custom = UINibClassRegistry.entry(forCustomClass: customClass)
            if let custom {
                entry = custom
            } else {
                document.warn(element, "unknown class \"\(customClass)\"; using \(builtIn == nil ? fallbackName : "<\(element.name)>")")
            }
        } else if builtIn == nil {
            document.warn(element, "unsupported element <\(element.name)>; using a plain \(fallbackName)")
        }
        let object = created ?? entry?.make(coder) ?? fallback(coder) ?? UIView()
        if let view = object as? UIView { applyViewAttributes(element, to: view, document: document) }
        let attributes = UINibAttributes(element: element, document: document)
        builtIn?.configure(object, attributes)
        custom?.configure(object, attributes)
        if let runtimeAttributes = element.child("userDefinedRuntimeAttributes") {
            UINibRuntimeAttributes.apply(runtimeAttributes, to: object, document: document)
        }
        return object
    }

    /// Once every object of the load exists (a constraint may name an item defined further down) and each tree is
    /// assembled, each view gets the constraints its `<constraints>` lists with `addConstraint`, as Interface
    /// Builder's loading does: they are active from then on, and outlets to them connect. Constraints IB removes
    /// at build time (`placeholder="YES"`) are not made. Controllers' pre-safe-area guides come first, as
    /// constraints name them.
    private mutating func addConstraints() {
        for controller in controllersWithGuides {
            guard let viewID = controller.child("view", key: "view")?["id"], let root = objectsByID[viewID] as? UIView else {
                continue
            }
            objectsByID.merge(NibControllerLayoutGuides.make(for: controller, root: root, document: document)) { $1 }
        }
        for (owner, list) in constraintLists {
            for element in list.children("constraint") where element["placeholder"] != "YES" {
                guard let constraint = NibConstraint.make(element, owner: owner, objects: objectsByID, document: document)
                else { continue }
                owner.addConstraint(constraint)
                if let id = element["id"] { objectsByID[id] = constraint }
            }
        }
    }

    /// Innermost first, so a controller has its view before a window takes it as root view controller. A view
    /// controller given its view here gets `viewDidLoad` (the nib is its `loadView`), with its outlets already set.
    private func setKeyedObjects() {
        for (owner, key, value, element) in keyedObjects {
            if key == "view", let controller = owner as? UIViewController, let view = value as? UIView {
                controller.view = view
                // A prebound controller is loading its view: `loadViewIfNeeded` calls viewDidLoad next.
                if !preboundObjects.values.contains(where: { $0 === controller }) { controller.viewDidLoad() }
            } else if key == "tabBarItem", let controller = owner as? UIViewController, let item = value as? UITabBarItem {
                controller.tabBarItem = item
            } else if !UINibConnections.connectOutlet(key, of: owner, to: value) {
                document.warn(element, "no property \"\(key)\" registered for \(type(of: owner)) taking \(type(of: value))")
            }
        }
    }

    private static func applyViewAttributes(_ element: NibElement, to view: UIView, document: NibDocument) {
        if let rect = element.child("rect", key: "frame") {
            view.frame = CGRect(x: number(rect, "x"), y: number(rect, "y"), width: number(rect, "width"),
                                height: number(rect, "height"))
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            let flags: [(String, UIView.AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            view.autoresizingMask = UIView.AutoresizingMask(flags.filter { mask[$0.0] == "YES" }.map(\.1))
        }
        let attributes = UINibAttributes(element: element, document: document)
        if let color = attributes.color("backgroundColor") { view.backgroundColor = color }
        if let color = attributes.color("tintColor") { view.tintColor = color }
        if let alpha = attributes.number("alpha") { view.alpha = alpha }
        if let hidden = attributes.bool("hidden") { view.isHidden = hidden }
        if let opaque = attributes.bool("opaque") { view.isOpaque = opaque }
        if let clips = attributes.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = attributes.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let tag = attributes.integer("tag") { view.tag = tag }
        if let translates = attributes.bool("translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        for (name, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
            if let hugging = layoutPriority(element, "\(name)HuggingPriority", document: document) {
                view.setContentHuggingPriority(hugging, for: axis)
            }
            if let resistance = layoutPriority(element, "\(name)CompressionResistancePriority", document: document) {
                view.setContentCompressionResistancePriority(resistance, for: axis)
            }
        }
        if let preserves = attributes.bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = attributes.bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = UIEdgeInsets(top: number(margins, "top"), left: number(margins, "left"),
                                              bottom: number(margins, "bottom"), right: number(margins, "right"))
        }
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: number(margins, "top"), leading: number(margins, "leading"), bottom: number(margins, "bottom"),
                trailing: number(margins, "trailing"))
        }
        if let mode = element["contentMode"] {
            if let contentMode = Self.contentModes[mode] { view.contentMode = contentMode }
            else { document.warn(element, "unknown contentMode \"\(mode)\"") }
        }
    }

    /// A content hugging or compression resistance priority; one warning and `nil` when it is not in 1...1000.
    private static func layoutPriority(_ element: NibElement, _ name: String, document: NibDocument) -> UILayoutPriority? {
        guard let raw = element[name] else { return nil }
        guard let value = Float(raw), value >= 1, value <= 1000 else {
            document.warn(element, "\(name) \"\(raw)\" is not a priority in 1...1000; ignored")
            return nil
        }
        return UILayoutPriority(value)
    }

    /// A geometry attribute (`<rect x=...>`, `<edgeInsets top=...>`); 0 when absent.
    private static func number(_ element: NibElement, _ name: String) -> CGFloat {
        element[name].flatMap(Double.init).map { CGFloat($0) } ?? 0
    }

    private static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// Outlets are set with the registered key paths (R-NIB-4 step 3); actions go through the source's
    /// `UINibActionSource` conformance, to the destination or, for First Responder, up the responder chain.
    private func connect(_ source: AnyObject, _ element: NibElement) {
        for connection in element.children {
            guard let destinationID = connection["destination"] else { continue }
            let destination = objectsByID[destinationID]
            switch connection.name {
            case "outlet", "outletCollection":
                let property = connection["property"] ?? ""
                guard let destination else {
                    if document.constraintIDs.contains(destinationID) {
                        document.warn(connection, "outlet \"\(property)\" points at constraint \(destinationID), which was not made (see its warning, or it is a build-time placeholder)")
                    } else {
                        document.warn(connection, "outlet \"\(property)\" points at unknown object \(destinationID)")
                    }
                    continue
                }
                if !UINibConnections.connectOutlet(property, of: source, to: destination) {
                    document.warn(connection, "no outlet \"\(property)\" registered for \(type(of: source)) taking \(type(of: destination)); see UINibConnections.registerOutlet")
                }
            case "action" where source is UIBarButtonItem:
                // A bar button item keeps its target and action, which it sends when tapped (nil: the responder chain).
                guard let item = source as? UIBarButtonItem else { continue }
                item.target = destinationID == "-2" ? nil : destination
                item.action = Selector(connection["selector"] ?? "")
            case "action":
                let selector = connection["selector"] ?? ""
                let eventType = connection["eventType"] ?? "touchUpInside"
                guard let control = source as? UINibActionSource else {
                    document.warn(connection, "\(type(of: source)) cannot send action \"\(selector)\"")
                    continue
                }
                let target = destinationID == "-2" ? nil : destination
                let path = document.path, line = connection.line
                let connected = control.connectNibAction(eventType: eventType) { [weak target] sender in
                    if !UINibConnections.send(selector, to: target, from: sender) {
                        UIKitLog.error("\(path):\(line): no action \"\(selector)\" registered for its target")
                    }
                }
                if !connected { document.warn(connection, "unknown eventType \"\(eventType)\"") }
            case "segue":
                if let connectSegue { connectSegue(source, connection) }
                else { document.warn(connection, "a segue outside a storyboard is ignored") }
            default:
                document.warn(connection, "unsupported connection <\(connection.name)>")
            }
        }
    }
}
