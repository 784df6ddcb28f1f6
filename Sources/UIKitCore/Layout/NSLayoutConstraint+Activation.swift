/// Activation: a constraint goes to its items' nearest common ancestor and into that tree's engine (AL-9, AL-10).
extension NSLayoutConstraint {
    /// The view a constraint item lives in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    func activateInCommonAncestor() {
        guard owner == nil else { return }
        if let invalidReason {
            UIKitLog.error("refused to activate an invalid constraint: \(invalidReason)")
            return
        }
        guard let firstView = Self.view(of: first) else {
            UIKitLog.error("Unable to activate \(self): its layout guide is not in a view (addLayoutGuide)")
            return
        }
        var ancestor = firstView
        if let second {
            guard let secondView = Self.view(of: second), let common = firstView.nearestCommonAncestor(with: secondView)
            else {
                UIKitLog.error("Unable to activate constraint with anchors \(anchorDescription(firstAnchor)) and "
                    + "\(secondAnchor.map(anchorDescription) ?? "nil") because they have no common ancestor.  Does "
                    + "the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                return
            }
            ancestor = common
        }
        install(in: ancestor)
    }

    private func anchorDescription(_ anchor: NSLayoutAnchor<AnyObject>) -> String {
        "<\(type(of: anchor)):\(Self.address(of: anchor)) \"\(anchor.description)\">"
    }

    /// Makes `view` the owner and adds the constraint to the engine of its tree. The caller has checked that the
    /// items are in `view`'s subtree.
    func install(in view: UIView) {
        owner = view
        view.layoutState.install(self)
        for item in [first, second].compactMap({ $0 }) {
            Self.view(of: item)?.layoutState.referencing[ObjectIdentifier(self)] = self
        }
        LayoutEngine.of(view).install(self)
    }

    func deactivateFromOwner() {
        guard let owner else { return }
        owner.layoutStateStorage?.uninstall(self)
        for item in [first, second].compactMap({ $0 }) {
            Self.view(of: item)?.layoutStateStorage?.referencing[ObjectIdentifier(self)] = nil
        }
        engine?.uninstall(self)
        self.owner = nil
    }
}
