/// Turns a parsed visual format into constraints.
@MainActor struct VisualFormatBuilder {
    let parser: VisualFormatParser
    let options: NSLayoutConstraint.FormatOptions

    private var leadingEdge: NSLayoutConstraint.Attribute {
        if parser.isVertical { return .top }
        if options.contains(.directionLeftToRight) { return .left }
        if options.contains(.directionRightToLeft) { return .right }
        return .leading
    }

    private var trailingEdge: NSLayoutConstraint.Attribute {
        switch leadingEdge {
        case .top: .bottom
        case .left: .right
        case .right: .left
        default: .trailing
        }
    }

    private var margin: (leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute) {
        switch leadingEdge {
        case .top: (.topMargin, .bottomMargin)
        case .left: (.leftMargin, .rightMargin)
        case .right: (.rightMargin, .leftMargin)
        default: (.leadingMargin, .trailingMargin)
        }
    }

    func constraints() -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let elements = parser.elements
        let size: NSLayoutConstraint.Attribute = parser.isVertical ? .height : .width
        for element in elements {
            for predicate in element.predicates {
                made.append(make(element.view, size, predicate, predicate.view, predicate.view == nil ? .notAnAttribute : size))
            }
        }
        if let connection = parser.leadingConnection, let first = elements.first, let superview = first.view.superview {
            made += connect(superview, leadingEdge, to: first.view, leadingEdge, connection, fromSuperview: true)
        }
        for (index, connection) in parser.connections.enumerated() {
            made += connect(elements[index].view, trailingEdge, to: elements[index + 1].view, leadingEdge, connection,
                            fromSuperview: false)
        }
        if let connection = parser.trailingConnection, let last = elements.last, let superview = last.view.superview {
            made += connect(last.view, trailingEdge, to: superview, trailingEdge, connection, fromSuperview: false,
                            toSuperview: true)
        }
        if let first = elements.first?.view {
            for attribute in options.alignmentAttributes {
                for element in elements.dropFirst() {
                    made.append(make(first, attribute, NSLayoutConstraint.Relation.equal, element.view, attribute))
                }
            }
        }
        return made
    }

    /// `next.edge (relation) previous.edge + spacing`, one per predicate. Next to the superview the standard
    /// spacing is its margin.
    private func connect(_ previous: UIView, _ previousEdge: NSLayoutConstraint.Attribute, to next: UIView,
                         _ nextEdge: NSLayoutConstraint.Attribute, _ connection: VisualFormatParser.Connection,
                         fromSuperview: Bool, toSuperview: Bool = false) -> [NSLayoutConstraint] {
        switch connection {
        case .flush:
            return [make(next, nextEdge, .equal, previous, previousEdge)]
        case .standard:
            if fromSuperview { return [make(next, nextEdge, .equal, previous, margin.leading)] }
            if toSuperview { return [make(next, margin.trailing, .equal, previous, previousEdge)] }
            return [make(next, nextEdge, .equal, previous, previousEdge, constant: UIView.systemSpacing)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                let made = NSLayoutConstraint(first: next, nextEdge, predicate.relation, second: previous, previousEdge,
                                              multiplier: 1, constant: predicate.constant)
                made.priority = predicate.priority
                return made
            }
        }
    }

    private func make(_ first: UIView, _ attribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormatParser.Predicate,
                      _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(first: first, attribute, predicate.relation, second: second, secondAttribute,
                                      multiplier: 1, constant: second == nil ? predicate.constant : 0)
        made.priority = predicate.priority
        return made
    }

    private func make(_ first: UIView, _ attribute: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation, _ second: UIView,
                      _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: first, attribute, relation, second: second, secondAttribute, multiplier: 1,
                           constant: constant)
    }
}
