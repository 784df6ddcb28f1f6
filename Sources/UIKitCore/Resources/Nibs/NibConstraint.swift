/// Reads one `<constraint>` element as Xcode writes it into a constraint between objects of the same load. Anything
/// wrong with it (an id the file does not have, an unknown attribute, a malformed number, items the owning view
/// does not contain) is one warning naming the file and line, and no constraint: the rest of the file still loads.
@MainActor enum NibConstraint {
    /// The constraint `element` describes, held by `owner` (the view whose `<constraints>` lists it); `nil`, after
    /// a warning, when it cannot be made. `objects` are the load's objects by id, every one of them made already:
    /// an item may be defined further down the file than the constraint naming it.
    static func make(_ element: NibElement, owner: UIView, objects: [String: AnyObject],
                     document: NibDocument) -> NSLayoutConstraint? {
        func fail(_ message: String) -> NSLayoutConstraint? {
            document.warn(element, "constraint \(element["id"].map { "\"\($0)\" " } ?? "")\(message); skipped")
            return nil
        }
        func item(_ key: String) -> (found: Bool, item: AnyObject?) {
            guard let id = element[key] else { return (true, nil) }
            guard let object = objects[id] else { return (false, nil) }
            return (true, object)
        }
        func missing(_ key: String) -> String {
            let id = element[key] ?? ""
            if let guide = document.viewLayoutGuideKeys[id] {
                return "names the layout guide \"\(guide)\" (\(id)), which is not supported"
            }
            return "names \(key) \"\(id)\", which the load has no object for"
        }
        let first = item("firstItem"), second = item("secondItem")
        guard first.found else { return fail(missing("firstItem")) }
        guard second.found else { return fail(missing("secondItem")) }
        guard let firstName = element["firstAttribute"] else { return fail("has no firstAttribute") }
        guard let firstAttribute = attributes[firstName] else { return fail("has an unknown firstAttribute \"\(firstName)\"") }
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondName = element["secondAttribute"] {
            guard let attribute = attributes[secondName] else {
                return fail("has an unknown secondAttribute \"\(secondName)\"")
            }
            secondAttribute = attribute
        }
        // Xcode leaves out the item that is the owning view; with no second attribute either, the constraint is
        // to a constant (a width, a height).
        let firstItem = first.item ?? owner
        let secondItem = second.item ?? (secondAttribute == .notAnAttribute ? nil : owner)
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: return fail("has an unknown relation \"\(other)\"")
        }
        var multiplier: CGFloat = 1
        if let raw = element["multiplier"] {
            guard let value = Self.multiplier(raw) else { return fail("has a malformed multiplier \"\(raw)\"") }
            multiplier = value
        }
        var constant: CGFloat = 0
        if let raw = element["constant"] {
            guard let value = Double(raw), value.isFinite else { return fail("has a malformed constant \"\(raw)\"") }
            constant = CGFloat(value)
        }
        var priority = UILayoutPriority.required
        if let raw = element["priority"] {
            guard let value = Float(raw), value >= 1, value <= 1000 else {
                return fail("has a priority \"\(raw)\" outside 1...1000")
            }
            priority = UILayoutPriority(value)
        }
        let constraint = NSLayoutConstraint(first: firstItem, firstAttribute, relation, second: secondItem,
                                            secondAttribute, multiplier: multiplier, constant: constant)
        if let reason = constraint.invalidReason { return fail(reason) }
        for item in [firstItem, secondItem].compactMap({ $0 }) {
            guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: owner) else {
                return fail("relates \(type(of: item)), which is not inside the view holding the constraint")
            }
        }
        constraint.priority = priority
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// Xcode writes a multiplier as a ratio (`"16:9"`) or a decimal (`"0.5"`); `nil` when it is neither or is not
    /// a finite number.
    private static func multiplier(_ raw: String) -> CGFloat? {
        let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
        let value: Double
        switch parts.count {
        case 1:
            guard let decimal = Double(raw) else { return nil }
            value = decimal
        case 2:
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]) else { return nil }
            value = numerator / denominator
        default:
            return nil
        }
        return value.isFinite ? CGFloat(value) : nil
    }

    /// Attribute names as Xcode writes them; `baseline` is the last baseline (the name from before first
    /// baselines existed).
    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
}
